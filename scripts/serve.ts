import { currentHourSeconds } from '@site-chrome/dev/testing';
import { handleNodeRequest } from '@site-chrome/dev/mock-api/node';
import { hostApp, remoteApps } from './apps';
import { contentSecurityPolicy } from './content-security-policy';
import { createErrorCollector } from './error-collector';
import { startStaticServer, type RequestHandler, type RunningServer } from './static-server';

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
 * Serves the built apps as four origins (ARCHITECTURE "Local ports"): each remote on its own port,
 * the demo host with the mock exchange API and the error-report collector on 3000. Ctrl+C stops them all.
 */
export async function serveAll(): Promise<RunningServer[]> {
  const servers = await Promise.all([
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
      }),
    ),
    startStaticServer({
      root: hostApp.distDirectory,
      port: hostApp.port,
      label: hostApp.label,
      pageFallback: true,
      contentSecurityPolicy,
      handler: createDemoApiHandler(),
    }),
  ]);
  for (const app of [...remoteApps, hostApp])
    console.log(`  ${app.label.padEnd(22)} http://localhost:${app.port}`);
  console.log('\nDemo: http://localhost:3000  (plain page: http://localhost:3000/plain.html)');
  console.log('Loader for pages that are not React: http://localhost:3001/loader.js');
  return servers;
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
