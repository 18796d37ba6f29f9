import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServerDataCache } from '../data-cache/server-data-cache';
import { createFragmentHandler, type FragmentHandlerOptions } from '../handler/fragment-handler';
import { renderChromeFragment } from '../render/render-chrome-fragment';
import type { ServerDataCache, ServerPart } from '../types';
import type { RenderLimits } from '../limits/render-limiter';
import { closeGracefully, closeOnSignals } from './graceful-close';
import { preloadsFromManifest } from './manifest-preloads';
import { errorForLog, requestForLog } from './request-log';
import { applyServerTimeouts } from './server-timeouts';

export interface FragmentServerOptions {
  /** The remote, in messages. */
  label: string;
  parts: readonly ServerPart[];
  build: string;
  port: number;
  /** The browser build's `mf-manifest.json` (the remote's `dist/`), read once at start for the preloads. */
  manifestPath: string;
  /** Where browsers load the remote's scripts from, e.g. `http://localhost:3001`. */
  publicOrigin: string;
  /** The exchange API's origin (the demo's mock API by default) and the site's public host name. */
  apiBaseUrl?: string;
  siteHostname?: string;
  /** Default a new `createServerDataCache`; tests pass another. */
  dataCache?: ServerDataCache;
  /** Default `renderChromeFragment`; tests pass another. */
  render?: FragmentHandlerOptions['render'];
  /** The render limits and the rendered-fragment cache (`limits/`); their defaults otherwise. */
  calm?: FragmentHandlerOptions['calm'];
  /** Close gracefully and end the process on SIGTERM or SIGINT (a deployed server). Default false. */
  exitOnSignals?: boolean;
}

export interface RunningFragmentServer {
  origin: string;
  /** Stops accepting, lets the requests in flight finish (at most 5 s), then resolves. */
  close: () => Promise<void>;
}

/**
 * Starts a remote's fragment server (issue 33) on `port` (0: any free one). The preload links are read once
 * from the manifest: a server started before its browser build is deployed would point at other chunks, so
 * it refuses to start without one.
 */
export function startFragmentServer(options: FragmentServerOptions): Promise<RunningFragmentServer> {
  const manifest = JSON.parse(readFileSync(options.manifestPath, 'utf8')) as Parameters<
    typeof preloadsFromManifest
  >[0];
  const preloads = Object.fromEntries(
    options.parts.map((part) => [
      part.name,
      preloadsFromManifest(manifest, part.name, options.publicOrigin, part.hydrationShared),
    ]),
  );
  const handle = createFragmentHandler({
    parts: options.parts,
    build: options.build,
    preloads,
    dataCache:
      options.dataCache ??
      createServerDataCache({ apiBaseUrl: options.apiBaseUrl, siteHostname: options.siteHostname }),
    render: options.render ?? renderChromeFragment,
    calm: options.calm,
  });
  // The header and request time-outs are checked this often (Node's default, 30 s, would let a slow-loris
  // hold a connection six times longer than the 5 s it is given).
  const server = http.createServer({ connectionsCheckingInterval: 1_000 }, (request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error(
        `[${options.label} fragment server] ${requestForLog(request)} failed: ${errorForLog(error, request)}`,
      );
      if (!response.headersSent)
        response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end('Fragment server error\n');
    });
  });
  applyServerTimeouts(server);
  const close = () => closeGracefully(server);
  if (options.exitOnSignals) closeOnSignals(close);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ origin: `http://127.0.0.1:${port}`, close });
    });
  });
}

/** A positive whole number from the environment, else undefined (the default applies). */
function positiveInteger(value: string | undefined): number | undefined {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : undefined;
}

/**
 * Options from the environment, for a remote's `fragment-server.ts` run by `npm start`. The render limits:
 * FRAGMENT_MAX_RENDERS (renders at once), FRAGMENT_MAX_QUEUED, FRAGMENT_QUEUE_DEADLINE_MS, and
 * FRAGMENT_MAX_LOOP_DELAY_MS (the event loop's delay past which no new render starts).
 */
export function fragmentServerEnvironment(defaults: {
  port: number;
  publicOrigin: string;
  manifestPath: string;
}) {
  const environment = process.env;
  const limits: Partial<RenderLimits> = Object.fromEntries(
    Object.entries({
      maxInFlight: positiveInteger(environment.FRAGMENT_MAX_RENDERS),
      maxQueued: positiveInteger(environment.FRAGMENT_MAX_QUEUED),
      queueDeadlineMs: positiveInteger(environment.FRAGMENT_QUEUE_DEADLINE_MS),
    }).filter(([, value]) => value !== undefined),
  );
  return {
    calm: { limits, maxEventLoopDelayMs: positiveInteger(environment.FRAGMENT_MAX_LOOP_DELAY_MS) },
    exitOnSignals: true,
    port: environment.FRAGMENT_PORT ? Number(environment.FRAGMENT_PORT) : defaults.port,
    manifestPath: environment.FRAGMENT_MANIFEST ?? defaults.manifestPath,
    publicOrigin: environment.FRAGMENT_PUBLIC_ORIGIN ?? defaults.publicOrigin,
    apiBaseUrl: environment.FRAGMENT_API_BASE_URL,
    siteHostname: environment.FRAGMENT_SITE_HOSTNAME,
  };
}
