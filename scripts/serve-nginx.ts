import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hostApp, remoteApps } from './apps';
import { startFragmentServers } from './fragment-servers';
import { startApiServer } from './serve-api';

/**
 * `npm run serve:nginx`: the built apps served by nginx with deploy/nginx.conf (the production way), the
 * mock API it proxies to, and two processes of each of the header's and footer's fragment servers (issue 33,
 * issue 40), the upstreams its remote origins proxy `/fragment/` to. Ctrl+C stops them all. Build first
 * (`npm run build`).
 */
const repoRoot = path.resolve(__dirname, '..');
const nginxArgs = ['-p', repoRoot, '-c', 'deploy/nginx.conf'];
/**
 * The fragment servers' process ids, a list by remote, while they run: e2e/server-composed-nginx.spec.ts
 * pauses the header's to see the page without it.
 */
const fragmentServerPidFile = path.join(repoRoot, '.nginx', 'fragment-servers.json');

const installHint =
  'On Debian: apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y nginx libnginx-mod-http-brotli-static';

function checkNginx(): void {
  const check = spawnSync('nginx', [...nginxArgs, '-t', '-q'], { encoding: 'utf8' });
  if (check.error)
    throw new Error(
      (check.error as NodeJS.ErrnoException).code === 'ENOENT'
        ? `nginx is not installed. ${installHint}`
        : `nginx could not run: ${check.error.message}`,
    );
  if (check.status !== 0)
    throw new Error(
      `deploy/nginx.conf does not load:\n${check.stderr}` +
        (check.stderr.includes('brotli') ? `\nThe brotli static module is missing. ${installHint}` : ''),
    );
}

/**
 * The fragment caches (deploy/nginx.conf's proxy_cache_path zones) and the page host's log of them start
 * empty: the fragment servers start from the current build, and copies rendered by an earlier one would be
 * served (stale) for up to ten minutes. A deployment keeps its caches; a local run starts clean.
 */
function clearFragmentCaches(): void {
  for (const name of [
    'header-fragments-cache',
    'footer-fragments-cache',
    'composed-fragments-cache',
    'composed-fragments.log',
  ])
    rmSync(path.join(repoRoot, '.nginx', name), { recursive: true, force: true });
}

async function main(): Promise<void> {
  mkdirSync(path.join(repoRoot, '.nginx'), { recursive: true });
  clearFragmentCaches();
  checkNginx();
  const api = await startApiServer();
  // Side by side: each loads its whole server bundle before it listens.
  const children = await Promise.all(remoteApps.map((app) => startFragmentServers(app, api.origin)));
  const fragmentServers = new Map<string, ChildProcess[]>();
  remoteApps.forEach((app, index) => {
    const processes = children[index];
    if (processes?.length) fragmentServers.set(app.folder.replace(/^remote-/, ''), processes);
  });
  writeFileSync(
    fragmentServerPidFile,
    JSON.stringify(
      Object.fromEntries(
        [...fragmentServers].map(([remote, processes]) => [remote, processes.map((child) => child.pid)]),
      ),
    ),
  );
  const nginx = spawn('nginx', [...nginxArgs, '-g', 'daemon off;'], { stdio: 'inherit' });
  const stop = () => {
    nginx.kill('SIGQUIT');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  nginx.on('exit', (code, signal) => {
    rmSync(fragmentServerPidFile, { force: true });
    for (const child of [...fragmentServers.values()].flat()) {
      // A paused one (the e2e pauses the header's) must go on to hear the SIGTERM.
      child.kill('SIGCONT');
      child.kill('SIGTERM');
    }
    void api.close().then(() => process.exit(signal === 'SIGQUIT' ? 0 : (code ?? 1)));
  });
  console.log('nginx (deploy/nginx.conf) serves the build:');
  const page = `http://localhost:${hostApp.port}`;
  console.log(`  demo host    ${page}  (API proxied to ${api.origin})`);
  for (const app of remoteApps)
    console.log(`  ${app.label.replace(/ remote$/, '').padEnd(12)} http://localhost:${app.port}`);
  console.log(`  nginx SSI    ${page}/server-composed.html`);
  console.log(
    `  fragments    ${[...fragmentServers.keys()].join(', ') || 'none'} (the remote origins' /fragment/)`,
  );
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
