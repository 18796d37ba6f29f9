import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { httpGet } from './http-get';
import { loopbackPorts, moveNginxPorts, upstreamPorts } from './nginx-ports';

const repoRoot = path.resolve(__dirname, '../../..');
const deployFolder = path.join(repoRoot, 'deploy');

export interface RunningDeployNginx {
  /** Where each port of deploy/nginx.conf went (3001 -> the header origin's port here, …). */
  port: (deployPort: number) => number;
  /** Each upstream's server ports, moved (`header_fragment_server` -> [its processes' ports]). */
  upstreams: Record<string, number[]>;
  /** The prefix folder: `.nginx/` holds the caches, logs and pid. */
  folder: string;
  stop: () => Promise<void>;
}

/**
 * The production configuration (deploy/nginx.conf and deploy/nginx/*.conf, as `npm run serve:nginx` runs
 * it), copied into `folder` with every port moved to `firstPort`, `firstPort + 1`, … on loopback only, so a
 * case can run beside the demo. The build's folders are linked in, so the origins serve what they would.
 */
export async function startDeployNginx(options: {
  folder: string;
  firstPort: number;
}): Promise<RunningDeployNginx> {
  const { folder, firstPort } = options;
  const mainConfig = readFileSync(path.join(deployFolder, 'nginx.conf'), 'utf8');
  const includes = readdirSync(path.join(deployFolder, 'nginx')).filter((name) => name.endsWith('.conf'));
  const includeTexts = includes.map((name) => readFileSync(path.join(deployFolder, 'nginx', name), 'utf8'));
  const ports = [...new Set([mainConfig, ...includeTexts].flatMap(loopbackPorts))];
  const moved = new Map(ports.map((port, index) => [port, firstPort + index]));

  mkdirSync(path.join(folder, 'nginx'), { recursive: true });
  mkdirSync(path.join(folder, '.nginx'), { recursive: true });
  // Started as root, nginx's workers run as an unprivileged user: they write the caches and logs.
  chmodSync(folder, 0o777);
  chmodSync(path.join(folder, '.nginx'), 0o777);
  writeFileSync(path.join(folder, 'nginx.conf'), moveNginxPorts(mainConfig, moved));
  includes.forEach((name, index) =>
    writeFileSync(path.join(folder, 'nginx', name), moveNginxPorts(includeTexts[index]!, moved)),
  );
  for (const [, root] of mainConfig.matchAll(/^\s*root\s+([\w-]+)\//gm))
    symlinkSync(path.join(repoRoot, root!), path.join(folder, root!));

  const upstreams = Object.fromEntries(
    Object.entries(upstreamPorts(mainConfig)).map(([name, list]) => [
      name,
      list.map((port) => moved.get(port) ?? port),
    ]),
  );
  const nginx: ChildProcess = spawn(
    'nginx',
    ['-p', folder, '-c', path.join(folder, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const stop = () =>
    new Promise<void>((resolve) => {
      if (nginx.exitCode !== null) return resolve();
      nginx.once('exit', () => resolve());
      nginx.kill('SIGQUIT');
    });
  const firstListen = Number(/^\s*listen\s+(?:[\d.]+:)?(\d+)/m.exec(mainConfig)?.[1]);
  const probePort = moved.get(firstListen)!;
  for (let attempt = 0; attempt < 100; attempt++) {
    if (nginx.exitCode !== null)
      throw new Error(`nginx exited (${nginx.exitCode}); see ${folder}/.nginx/error.log`);
    const answered = await httpGet(`http://127.0.0.1:${probePort}/`).then(
      () => true,
      () => false,
    );
    if (answered)
      return { port: (deployPort) => moved.get(deployPort) ?? deployPort, upstreams, folder, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error('nginx did not answer within 10 s');
}

/** Files in a cache folder (nginx writes one per stored answer), counted. */
export function countCacheFiles(cacheFolder: string): number {
  try {
    return readdirSync(cacheFolder, { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    ).length;
  } catch {
    return 0;
  }
}
