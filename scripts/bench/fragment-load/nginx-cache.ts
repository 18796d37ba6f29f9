import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { httpGet } from './http-get';

/**
 * The nginx side of the load test: deploy/nginx.conf's remote origin reduced to its `/fragment/` location
 * (the same `proxy_cache` settings: `deploy/nginx/fragment-origin.conf`, written with the nginx SSI page), in
 * front of one fragment server. Only what the cache needs: no static files, no SSI page. Each answer's
 * `$upstream_cache_status` goes to a log, so the test can say how many were served from the cache.
 */
const fragmentOriginConf = path.resolve(__dirname, '../../../deploy/nginx/fragment-origin.conf');

export const hasFragmentOriginConf = () => existsSync(fragmentOriginConf);

function nginxCacheConfig(options: { folder: string; port: number; upstreamPort: number }): string {
  const { folder, port, upstreamPort } = options;
  return `
worker_processes auto;
daemon off;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 1024; }
http {
  client_body_temp_path ${folder}/client-body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  log_format cache_status '$upstream_cache_status';
  access_log ${folder}/cache-status.log cache_status buffer=256k flush=100ms;
  proxy_cache_path ${folder}/cache levels=1:2 keys_zone=header_fragments:4m max_size=64m inactive=15m use_temp_path=off;
  upstream header_fragment_server {
    server 127.0.0.1:${upstreamPort};
    keepalive 16;
  }
  map $sent_http_content_type $chrome_csp { default "default-src 'none'"; }
  server {
    listen 127.0.0.1:${port};
    location /fragment/ {
      proxy_pass http://header_fragment_server;
      proxy_cache header_fragments;
      include ${fragmentOriginConf};
    }
  }
}
`;
}

/** Starts nginx with that configuration in `folder`; resolves once it answers on `port`. */
export async function startNginxCache(options: {
  folder: string;
  port: number;
  upstreamPort: number;
}): Promise<ChildProcess> {
  mkdirSync(options.folder, { recursive: true });
  // Started as root, nginx's workers run as an unprivileged user: they write the cache and temporary files.
  chmodSync(options.folder, 0o777);
  const configPath = path.join(options.folder, 'nginx.conf');
  writeFileSync(configPath, nginxCacheConfig(options));
  const nginx = spawn('nginx', ['-p', options.folder, '-c', configPath], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    if (nginx.exitCode !== null)
      throw new Error(`nginx exited (${nginx.exitCode}); see ${options.folder}/error.log`);
    const answered = await httpGet(`http://127.0.0.1:${options.port}/`).then(
      () => true,
      () => false,
    );
    if (answered) return nginx;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  nginx.kill('SIGQUIT');
  throw new Error('nginx did not answer within 10 s');
}
