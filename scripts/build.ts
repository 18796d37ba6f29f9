import { existsSync } from 'node:fs';
import path from 'node:path';
import { remoteTypeOriginsVariable } from '@site-chrome/host-demo/remote-type-urls';
import { hostApp, remoteApps, remoteNameByFolder, type Mode } from './apps';
import { runWebpack } from './run-webpack';
import { startStaticServer, type RunningServer } from './static-server';

/**
 * Builds the three remotes (with the header origin's /loader.js), then the host, each build into its own
 * folder, and assembles each app's served dist/ from its builds' folders. While the host builds,
 * each fresh remote is served on a free port so the host downloads its generated types exactly as a
 * team elsewhere would.
 */
async function buildAll(mode: Mode = 'production'): Promise<void> {
  const started = Date.now();
  console.log(`Building ${remoteApps.map((app) => app.folder).join(', ')} (${mode})…`);
  const remoteConfigs = remoteApps.map((app) => app.loadConfigs(mode));
  await runWebpack(remoteConfigs.flat());
  remoteApps.forEach((app, index) => app.assembleDist(remoteConfigs[index] ?? []));

  const servers: RunningServer[] = [];
  try {
    const origins: Record<string, string> = {};
    for (const app of remoteApps) {
      const server = await startStaticServer({
        root: app.distDirectory,
        port: 0,
        label: `${app.label} (types)`,
      });
      servers.push(server);
      origins[remoteNameByFolder[app.folder] ?? app.folder] = server.origin;
    }
    process.env[remoteTypeOriginsVariable] = JSON.stringify(origins);
    console.log(`Building ${hostApp.folder} (${mode})…`);
    const hostConfigs = hostApp.loadConfigs(mode);
    await runWebpack(hostConfigs);
    hostApp.assembleDist(hostConfigs);
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }

  const missingTypes = Object.values(remoteNameByFolder).filter(
    (remote) => !existsSync(path.join(hostApp.distDirectory, '..', '@mf-types', remote)),
  );
  if (missingTypes.length > 0) {
    console.warn(`Warning: the host did not receive generated types for: ${missingTypes.join(', ')}`);
  }
  console.log(`Built all apps in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

if (require.main === module) {
  buildAll().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
