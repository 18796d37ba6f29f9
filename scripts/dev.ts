import path from 'node:path';
import webpack from 'webpack';
import { hostApp, remoteApps } from './apps';
import { takeChangedBuilds } from './dev/changed-builds';
import { restartInTurn, watchedFragmentServers } from './dev/fragment-server-watch';
import { originsBanner } from './origins-banner';
import { demoApiOrigin, startOrigins } from './serve';
import type { RunningServer } from './static-server';

const devFragmentBudgetMs = 1_000;

/**
 * Watch mode: every app rebuilds on change (development mode, unhashed files), its dist/ is assembled again
 * from its builds' folders, and the same origins serve it as `npm start` does, the fragment servers included:
 * each starts again when its server build has new output (the server-rendered page, `/?ssr=1`, then shows the
 * change). Reload the page to see a change; no build step runs ahead of it. Ctrl+C stops every process.
 */
async function main() {
  // The server page's wait for each fragment (scripts/serve.ts; 100 ms in `npm start`, which the benches
  // measure): a development build renders with React's development build, several times slower, and in watch
  // mode the point of `/?ssr=1` is to see the server's markup, not the browser's fallback.
  process.env.SSR_FRAGMENT_BUDGET_MS ??= String(devFragmentBudgetMs);
  const apps = [...remoteApps, hostApp];
  const configs = apps.map((app) => app.loadConfigs('development'));
  const fragmentServers = remoteApps
    .filter((app) => app.fragmentServer)
    .map((app) => {
      const script = app.fragmentServer?.script ?? '';
      // The build that writes the server's script: a new output of it restarts the server.
      const build = configs
        .flat()
        .find((config) => config.output?.path === path.dirname(script) && config.name)?.name;
      if (!build) throw new Error(`${app.label}: no build writes ${script}`);
      return { build, servers: watchedFragmentServers(app, demoApiOrigin) };
    });
  const lastGood = new Map<string, string>();
  let origins: Promise<RunningServer[]> | undefined;

  const compiler = webpack(configs.flat());
  const watching = compiler.watch({ aggregateTimeout: 200 }, (error, stats) => {
    if (error) console.error(error);
    if (!stats) return;
    const text = stats.toString({ preset: 'errors-warnings', colors: process.stdout.isTTY });
    console.log(text.trim() || `Rebuilt (${new Date().toLocaleTimeString()}).`);
    // Each build writes its own folder; the servers serve each app's dist/, made from them.
    apps.forEach((app, index) => app.assembleDist(configs[index] ?? []));
    const { changed, failed } = takeChangedBuilds(
      lastGood,
      stats.stats.map((build) => ({
        name: build.compilation.name ?? '',
        hash: build.hash ?? '',
        hasErrors: build.hasErrors(),
      })),
    );
    for (const { build, servers } of fragmentServers) {
      if (failed.includes(build))
        console.warn(`  ${build} failed: ${servers.app.label}'s fragment servers keep its last good build.`);
      if (!changed.includes(build)) continue;
      if (origins) console.log(`  ${build} rebuilt: restarting ${servers.app.label}'s fragment servers.`);
      void restartInTurn(servers);
    }
    if (!origins) {
      origins = startOrigins();
      origins.then(
        () =>
          console.log(
            `\nnpm run dev serves (watch mode; the server page gives each fragment ${process.env.SSR_FRAGMENT_BUDGET_MS} ms; Ctrl+C stops):\n${originsBanner(hostApp, remoteApps)}`,
          ),
        (serveError: unknown) => {
          // A taken port, say: the fragment servers already started must not outlive this process.
          console.error(serveError instanceof Error ? serveError.message : serveError);
          void stopAll().then(() => process.exit(1));
        },
      );
    }
  });

  let stopping: Promise<unknown> | undefined;
  /** Ends the watch, every fragment server process and every origin, once. */
  function stopAll(): Promise<unknown> {
    stopping ??= Promise.all([
      new Promise<void>((done) => (watching ? watching.close(() => done()) : done())),
      ...fragmentServers.flatMap(({ servers }) => servers.processes.map((server) => server.stop())),
      origins?.then(
        (servers) => Promise.all(servers.map((server) => server.close())),
        () => undefined,
      ),
    ]);
    return stopping;
  }
  const stop = () => void stopAll().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
