import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { remoteApps } from '../../apps';
import { createDemoApiHandler } from '../../serve';

/** The mock API on loopback, counting the requests it answers (the fragment servers' API calls). */
export function startCountingApi(port: number): Promise<{ calls: () => number; close: () => void }> {
  const handle = createDemoApiHandler();
  let calls = 0;
  const server = http.createServer((request, response) => {
    calls++;
    void Promise.resolve(handle(request, response)).then((answered) => {
      if (!answered) response.writeHead(404).end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve({ calls: () => calls, close: () => server.close() }));
  });
}

export type FragmentRemote = 'header' | 'footer';

/**
 * One of a remote's fragment servers from its server build, as `npm start` runs it, on `port` (loopback),
 * asking the API at `apiPort`. Resolves once it says it listens.
 */
export function startFragmentProcess(options: {
  remote: FragmentRemote;
  port: number;
  apiPort: number;
}): Promise<ChildProcess> {
  const app = remoteApps.find((candidate) => candidate.folder === `remote-${options.remote}`)!;
  const child = spawn(process.execPath, [app.fragmentServer!.script], {
    env: {
      ...process.env,
      FRAGMENT_PORT: String(options.port),
      FRAGMENT_PUBLIC_ORIGIN: `http://localhost:${app.port}`,
      FRAGMENT_API_BASE_URL: `http://127.0.0.1:${options.apiPort}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Its warnings (the mock's deliberately malformed menu items, once per data scope) would drown the
  // figures: only the last lines are kept, for the message when it cannot start.
  let errorTail = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    errorTail = (errorTail + chunk.toString()).slice(-2000);
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      reject(
        new Error(`the ${options.remote} fragment server on ${options.port} exited (${code}):\n${errorTail}`),
      ),
    );
    child.stdout!.once('data', () => {
      child.removeAllListeners('exit');
      child.stdout!.resume();
      resolve(child);
    });
  });
}

/** Stops a fragment server (SIGTERM: its graceful shutdown) and waits for it to exit, at most 10 s. */
export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
