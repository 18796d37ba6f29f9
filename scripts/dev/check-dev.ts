import { spawn } from 'node:child_process';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { appPorts } from '@site-chrome/rules/ports';

/*
 * `npm run dev:check`: proves `npm run dev` serves the server-rendered page. It starts `npm run dev`, waits
 * for its list of origins, and asks `/?ssr=1` until the header and footer fragments are in its first HTML
 * (a cold data cache can miss the page's budget once). Then it changes the header's server code (one
 * line, taken back after) and waits for dev to restart the header's fragment servers, and for the page to
 * carry the header again. Needs the demo ports free: hold /tmp/serve.lock. Takes a development build (~2 min on
 * 2 cores), so it is not part of `npm test`.
 */

const repositoryRoot = path.resolve(__dirname, '..', '..');
const serverPage = `http://localhost:${appPorts.host}/?ssr=1`;
/** A line of the header's server code: its build's output changes, so dev must restart its servers. */
const touchedFile = path.join(repositoryRoot, 'remote-header', 'src', 'server', 'server-settings.ts');
const startTimeoutMs = 10 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server page's HTML once both fragments are in it, or an error naming what was missing. */
async function composedPage(attempts = 20): Promise<string> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    // eslint-disable-next-line no-restricted-globals -- a test client of the demo origin, not the product's API
    const html = await fetch(serverPage)
      .then((response) => response.text())
      .catch(() => '');
    if (
      html.includes('data-chrome-fragment="Header"') &&
      /<div data-chrome-slot="Header"><[^>]*>[\s\S]*<header\b/.test(html) &&
      html.includes('data-chrome-fragment="Footer"')
    )
      return html;
    await sleep(500);
  }
  throw new Error(`${serverPage}: no server-rendered header and footer in ${attempts} tries`);
}

async function main(): Promise<void> {
  const started = Date.now();
  const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  // Its own process group: stopping it stops npm, dev and every server dev started.
  const dev = spawn('npm', ['run', 'dev'], {
    cwd: repositoryRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  dev.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    process.stdout.write(chunk);
  });
  const waitForOutput = async (text: string, from: number, timeoutMs: number) => {
    const until = Date.now() + timeoutMs;
    while (!output.slice(from).includes(text)) {
      if (dev.exitCode !== null)
        throw new Error(`npm run dev exited (${dev.exitCode}) before saying "${text}"`);
      if (Date.now() > until) throw new Error(`npm run dev did not say "${text}" in ${timeoutMs / 1000} s`);
      await sleep(200);
    }
  };
  const original = readFileSync(touchedFile, 'utf8');
  try {
    await waitForOutput('npm run dev serves', 0, startTimeoutMs);
    await waitForOutput('footer fragment server (build', 0, 60_000);
    console.log(`\n[dev:check] serving after ${seconds()}`);
    await composedPage();
    console.log(`[dev:check] ${serverPage} holds the server-rendered header and footer (${seconds()})`);

    const mark = output.length;
    appendFileSync(
      touchedFile,
      `\n// dev:check ${Date.now()}\nexport const devCheckStamp = ${Date.now()};\n`,
    );
    await waitForOutput("restarting header remote's fragment servers", mark, 120_000);
    // Both processes started again, one after the other, each saying where it listens.
    const restarted = () =>
      output.slice(mark).match(/header fragment server \(build [^)]*\) on /g)?.length ?? 0;
    const until = Date.now() + 60_000;
    while (restarted() < 2) {
      if (Date.now() > until) throw new Error(`the header's fragment servers did not both start again`);
      await sleep(200);
    }
    await composedPage();
    console.log(
      `[dev:check] restarted on a rebuild of its server build; the page holds the header (${seconds()})`,
    );
  } finally {
    writeFileSync(touchedFile, original);
    if (dev.pid !== undefined && dev.exitCode === null) {
      const exited = new Promise((done) => dev.once('exit', done));
      process.kill(-dev.pid, 'SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
    }
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`[dev:check] failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
