import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { startStaticServer, type RunningServer } from '../../scripts/static-server';

/** The examples' own origins (not the demo's: README "Ports and origins"), one port each. */
export const examplePorts = { 'webpack-host': 3201, 'rspack-host': 3202, 'server-page': 3203 } as const;
type ExampleName = keyof typeof examplePorts;

const builtExamplesFile = path.resolve(__dirname, '../../.kit/built-examples.json');
/** The demo's origin, with its mock API and images. */
const demoOrigin = 'http://localhost:3000';

/** Where `npm run check:examples` built each example (outside the repository). */
function builtExampleDirectory(name: ExampleName): string {
  let built: Partial<Record<ExampleName, string>>;
  try {
    built = JSON.parse(readFileSync(builtExamplesFile, 'utf8')) as Partial<Record<ExampleName, string>>;
  } catch {
    throw new Error(`No built examples (${builtExamplesFile}): run \`npm run check:examples\` first.`);
  }
  const directory = built[name];
  if (!directory) throw new Error(`${name} is not among the built examples: run \`npm run check:examples\`.`);
  return directory;
}

/**
 * The chrome asks a page's own origin for its API (`/api/`, `/apiw/`) and images (coin icons, menu pictures),
 * which a team's site serves itself: here the demo's origin answers them for the example's.
 */
export async function answerPageApiFromDemo(context: BrowserContext, origin: string): Promise<void> {
  await context.route(
    (url) => url.origin === origin && /^\/(apiw?|images)\//.test(url.pathname),
    async (route) => {
      const url = new URL(route.request().url());
      // A request still on its way when the test ends has nobody to answer (a failed answer would show on
      // the page as a console error, which the tests read).
      const response = await route
        .fetch({ url: `${demoOrigin}${url.pathname}${url.search}` })
        .catch(() => null);
      await (response ? route.fulfill({ response }) : route.abort()).catch(() => undefined);
    },
  );
}

/** Serves a built React host's `dist/` on its port. */
export function serveBuiltPage(name: 'webpack-host' | 'rspack-host'): Promise<RunningServer> {
  return startStaticServer({
    root: path.join(builtExampleDirectory(name), 'dist'),
    port: examplePorts[name],
    label: `${name} example`,
  });
}

/**
 * Starts the server page example as its README says (`npm start`), with a fragment budget a loaded 2-core
 * machine meets (the demo's ssr=1 page gets the same in playwright.config.ts), and resolves once it listens.
 */
export function startServerPage(): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = examplePorts['server-page'];
  const child: ChildProcess = spawn(process.execPath, ['server.js'], {
    cwd: builtExampleDirectory('server-page'),
    env: { ...process.env, PORT: String(port), FRAGMENT_BUDGET_MS: '1500' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill();
    });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server page exited with ${code} before it listened`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(`:${port}/`)) resolve({ origin: `http://localhost:${port}`, stop });
    });
  });
}
