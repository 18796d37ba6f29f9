import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServerDataCache } from '../data-cache/server-data-cache';
import { createFragmentHandler, type FragmentHandlerOptions } from '../handler/fragment-handler';
import { renderChromeFragment } from '../render/render-chrome-fragment';
import type { ServerPart } from '../types';
import { preloadsFromManifest } from './manifest-preloads';

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
  /** Default `renderChromeFragment`; tests pass another. */
  render?: FragmentHandlerOptions['render'];
}

export interface RunningFragmentServer {
  origin: string;
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
    options.parts.map((part) => [part.name, preloadsFromManifest(manifest, part.name, options.publicOrigin)]),
  );
  const handle = createFragmentHandler({
    parts: options.parts,
    build: options.build,
    preloads,
    dataCache: createServerDataCache({ apiBaseUrl: options.apiBaseUrl, siteHostname: options.siteHostname }),
    render: options.render ?? renderChromeFragment,
  });
  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error(`[${options.label} fragment server] ${request.method} ${request.url} failed`, error);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Fragment server error\n');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/** Options from the environment, for a remote's `fragment-server.ts` run by `npm start`. */
export function fragmentServerEnvironment(defaults: {
  port: number;
  publicOrigin: string;
  manifestPath: string;
}) {
  const environment = process.env;
  return {
    port: environment.FRAGMENT_PORT ? Number(environment.FRAGMENT_PORT) : defaults.port,
    manifestPath: environment.FRAGMENT_MANIFEST ?? defaults.manifestPath,
    publicOrigin: environment.FRAGMENT_PUBLIC_ORIGIN ?? defaults.publicOrigin,
    apiBaseUrl: environment.FRAGMENT_API_BASE_URL,
    siteHostname: environment.FRAGMENT_SITE_HOSTNAME,
  };
}
