import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AppDescription } from './apps';

/**
 * Starts a remote's fragment server (issue 33) from its server build, as a child process: what a team
 * deploys beside its CDN origin, with its own process-wide data cache. Resolves once it listens (its first
 * line says so). One that is not built or cannot start is reported and left out: its origin then answers
 * `/fragment/` with a 502, and pages composed from it leave the slot to the browser.
 *
 * @param apiOrigin where its API calls go (the server-side path: straight, never through a page's proxy).
 */
export function startFragmentServer(
  app: AppDescription,
  apiOrigin: string,
): Promise<ChildProcess | undefined> {
  const fragmentServer = app.fragmentServer;
  if (!fragmentServer) return Promise.resolve(undefined);
  if (!existsSync(fragmentServer.script)) {
    console.warn(
      `  ${app.label}: no ${fragmentServer.script}; run \`npm run build\` for its fragment server.`,
    );
    return Promise.resolve(undefined);
  }
  const child = spawn(process.execPath, ['--enable-source-maps', fragmentServer.script], {
    env: {
      ...process.env,
      FRAGMENT_PORT: String(fragmentServer.port),
      FRAGMENT_PUBLIC_ORIGIN: process.env.FRAGMENT_PUBLIC_ORIGIN ?? `http://localhost:${app.port}`,
      FRAGMENT_API_BASE_URL: process.env.FRAGMENT_API_BASE_URL ?? apiOrigin,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      console.warn(`  ${app.label}: its fragment server exited (${code}) before listening.`);
      resolve(undefined);
    });
    // Its first line says it listens; everything after goes to this process's output.
    child.stdout?.once('data', (line: Buffer) => {
      process.stdout.write(`  ${line.toString()}`);
      child.removeAllListeners('exit');
      child.stdout?.pipe(process.stdout);
      resolve(child);
    });
  });
}
