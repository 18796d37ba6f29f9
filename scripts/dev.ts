import webpack from 'webpack';
import { hostApp, remoteApps } from './apps';
import { serveAll } from './serve';

/**
 * Watch mode: every app rebuilds on change (development mode, unhashed files), its dist/ is assembled
 * again from its builds' folders, and the same four origins serve it. Reload the page to see a change; no build step runs ahead of it.
 */
async function main() {
  const apps = [...remoteApps, hostApp];
  const configs = apps.map((app) => app.loadConfigs('development'));
  const compiler = webpack(configs.flat());
  let firstBuild = true;
  compiler.watch({ aggregateTimeout: 200 }, (error, stats) => {
    if (error) console.error(error);
    else if (stats) {
      const text = stats.toString({ preset: 'errors-warnings', colors: process.stdout.isTTY });
      console.log(text.trim() || `Rebuilt (${new Date().toLocaleTimeString()}).`);
      // Each build writes its own folder; the servers serve each app's dist/, made from them.
      apps.forEach((app, index) => app.assembleDist(configs[index] ?? []));
      if (firstBuild) {
        firstBuild = false;
        serveAll().catch((serveError: unknown) => {
          console.error(serveError instanceof Error ? serveError.message : serveError);
          process.exit(1);
        });
      }
    }
  });
}

void main();
