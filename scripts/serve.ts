import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { currentHourSeconds } from '@site-chrome/dev/testing';
import { handleNodeRequest } from '@site-chrome/dev/mock-api/node';
import { hostApp, remoteApps } from './apps';
import { startFragmentServers } from './fragment-servers';
import { contentSecurityPolicy } from './content-security-policy';
import { createErrorCollector } from './error-collector';
import { createSsrPageHandler } from '@site-chrome/host-demo/ssr-page';
import { originsBanner } from './origins-banner';
import { startStaticServer, type RequestHandler, type RunningServer } from './static-server';

/** Where the fragment servers ask the mock API: the demo page's origin. */
export const demoApiOrigin = `http://localhost:${hostApp.port}`;

/**
 * The demo host's dynamic part: the error-report collector first (the SDK posts to
 * /api/<project>/envelope/, beside the mock API's /api/ paths), then the mock exchange API and its
 * /images/. The demo's fixtures follow the real clock (by the hour), so new listings are in the reader's future.
 */
export function createDemoApiHandler(): RequestHandler {
  const errorCollector = createErrorCollector();
  return async (request, response) =>
    (await errorCollector.handle(request, response)) ||
    handleNodeRequest(request, response, { fixtureNowSeconds: currentHourSeconds() });
}

/**
 * The demo host's `ssr=1` pages (issue 33), composed from the fragments the remotes' origins serve; every
 * other request goes on to the API and the static files.
 */
function createSsrDemoPageHandler(): RequestHandler {
  const remoteOrigin = (folder: string) =>
    `http://127.0.0.1:${remoteApps.find((app) => app.folder === folder)?.port ?? 0}`;
  return createSsrPageHandler({
    template: () => readFileSync(path.join(hostApp.distDirectory, 'index.html'), 'utf8'),
    fragmentOrigins: {
      Header: remoteOrigin('remote-header'),
      AnnouncementBar: remoteOrigin('remote-header'),
      Footer: remoteOrigin('remote-footer'),
    },
    headers: () => ({ 'content-security-policy': contentSecurityPolicy() }),
    // 100 ms unless set: the browser tests on a loaded 2-core machine give fragments longer, so they test
    // the server path; the 100 ms budget itself is what the chaos scenario of a hung fragment server and the
    // benchmarks measure.
    budgetMs: Number(process.env.SSR_FRAGMENT_BUDGET_MS) || undefined,
    // The chaos suite's fault servers (host-demo/server/fragment-fault-knob.ts): the Playwright web server only.
    fragmentFaults: process.env.DEMO_FRAGMENT_FAULTS === '1',
  });
}

/** The first handler that takes the request answers it. */
const chainHandlers =
  (...handlers: RequestHandler[]): RequestHandler =>
  async (request, response) => {
    for (const handler of handlers) if (await handler(request, response)) return true;
    return false;
  };

/** A child as a server the caller stops like the others. */
function asRunningServer(child: ChildProcess): RunningServer {
  return {
    origin: '',
    close: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The four origins (ARCHITECTURE "Local ports", `@site-chrome/rules/ports`) over each app's dist/: each remote
 * on its own port, its `/fragment/` proxied to its fragment server processes (started by the caller), and the
 * demo host with the mock exchange API and the error-report collector.
 */
export function startOrigins(): Promise<RunningServer[]> {
  return Promise.all([
    ...remoteApps.map((app) =>
      startStaticServer({
        root: app.distDirectory,
        port: app.port,
        label: app.label,
        contentSecurityPolicy,
        // The remote's own page boots with one inline script (webpack/src/standalone-page.html).
        noncedPages: ['/index.html'],
        // Builds published with scripts/deploy.ts while pages are open (e2e/chaos/rolling-deploy.spec.ts).
        mounts: { '/deployed/': app.deployedDirectory },
        ...(app.fragmentServer
          ? { fragmentServers: app.fragmentServer.ports.map((port) => `http://127.0.0.1:${port}`) }
          : {}),
      }),
    ),
    startStaticServer({
      root: hostApp.distDirectory,
      port: hostApp.port,
      label: hostApp.label,
      pageFallback: true,
      contentSecurityPolicy,
      handler: chainHandlers(createSsrDemoPageHandler(), createDemoApiHandler()),
    }),
  ]);
}

/**
 * Serves the built apps: the four origins, and two processes of each of the header's and footer's fragment
 * servers behind their origins' `/fragment/`. Ctrl+C stops them all.
 */
export async function serveAll(): Promise<RunningServer[]> {
  const fragmentServers = (
    await Promise.all(remoteApps.map((app) => startFragmentServers(app, demoApiOrigin)))
  ).flat();
  const servers = await startOrigins();
  console.log(originsBanner(hostApp, remoteApps));
  return [...servers, ...fragmentServers.map(asRunningServer)];
}

if (require.main === module) {
  serveAll()
    .then((servers) => {
      const stop = () =>
        void Promise.all(servers.map((server) => server.close())).then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
