import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AppDescription } from './apps';

export interface FragmentServerProcessOptions {
  /** The remote, in messages. */
  label: string;
  /** The server build, e.g. `remote-header/build/server/fragment-server.js`. */
  script: string;
  port: number;
  /** Where browsers load the remote's scripts from. */
  publicOrigin: string;
  /** Where its API calls go (the server-side path: straight, never through a page's proxy). */
  apiOrigin: string;
  /** Where its output goes once it listens. Default this process's output. */
  output?: NodeJS.WritableStream;
}

export interface FragmentServerProcess {
  child: ChildProcess;
  /** Where it listens, as its first line says (`FRAGMENT_PORT` 0: a free port). */
  origin: string;
}

/**
 * One fragment server process (issue 33) from its server build: what a team deploys beside its CDN origin,
 * with its own process-wide data cache and rendered-fragment cache. Resolves once it listens (its first line
 * says so), or with undefined when it exits before.
 */
export function startFragmentServerProcess(
  options: FragmentServerProcessOptions,
): Promise<FragmentServerProcess | undefined> {
  const output = options.output ?? process.stdout;
  const child = spawn(process.execPath, ['--enable-source-maps', options.script], {
    env: {
      ...process.env,
      FRAGMENT_PORT: String(options.port),
      FRAGMENT_PUBLIC_ORIGIN: process.env.FRAGMENT_PUBLIC_ORIGIN ?? options.publicOrigin,
      FRAGMENT_API_BASE_URL: process.env.FRAGMENT_API_BASE_URL ?? options.apiOrigin,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      console.warn(
        `  ${options.label}: its fragment server on ${options.port} exited (${code}) before listening.`,
      );
      resolve(undefined);
    });
    // Its first line says it listens; everything after goes to the output.
    child.stdout?.once('data', (line: Buffer) => {
      output.write(`  ${line.toString()}`);
      child.removeAllListeners('exit');
      child.stdout?.pipe(output);
      const origin =
        /\bon (http:\/\/[^\s]+)/.exec(line.toString())?.[1] ?? `http://127.0.0.1:${options.port}`;
      resolve({ child, origin });
    });
  });
}

/**
 * Starts a remote's fragment server processes, one on each of its ports (issue 40: two, so the origin has a
 * sibling to try when one dies or sheds). A remote whose server is not built is reported and left out: its
 * origin then answers `/fragment/` with a 502, and pages composed from it leave the slot to the browser.
 */
export async function startFragmentServers(app: AppDescription, apiOrigin: string): Promise<ChildProcess[]> {
  const fragmentServer = app.fragmentServer;
  if (!fragmentServer) return [];
  if (!existsSync(fragmentServer.script)) {
    console.warn(
      `  ${app.label}: no ${fragmentServer.script}; run \`npm run build\` for its fragment server.`,
    );
    return [];
  }
  const children = await Promise.all(
    fragmentServer.ports.map((port) =>
      startFragmentServerProcess({
        label: app.label,
        script: fragmentServer.script,
        port,
        publicOrigin: `http://localhost:${app.port}`,
        apiOrigin,
      }),
    ),
  );
  return children.flatMap((started) => (started ? [started.child] : []));
}
