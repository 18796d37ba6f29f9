import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { startApiServer } from './serve-api';

/**
 * `npm run serve:nginx`: the built apps served by nginx with deploy/nginx.conf (the production way), and
 * the mock API it proxies to. Ctrl+C stops both. Build first (`npm run build`).
 */
const repoRoot = path.resolve(__dirname, '..');
const nginxArgs = ['-p', repoRoot, '-c', 'deploy/nginx.conf'];

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

async function main(): Promise<void> {
  mkdirSync(path.join(repoRoot, '.nginx'), { recursive: true });
  checkNginx();
  const api = await startApiServer();
  const nginx = spawn('nginx', [...nginxArgs, '-g', 'daemon off;'], { stdio: 'inherit' });
  const stop = () => {
    nginx.kill('SIGQUIT');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  nginx.on('exit', (code, signal) => {
    void api.close().then(() => process.exit(signal === 'SIGQUIT' ? 0 : (code ?? 1)));
  });
  console.log('nginx (deploy/nginx.conf) serves the build:');
  console.log('  demo host    http://localhost:3000  (API proxied to', `${api.origin})`);
  console.log(
    '  header       http://localhost:3001\n  footer       http://localhost:3002\n  search       http://localhost:3003',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
