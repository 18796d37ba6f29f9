import { defineConfig } from '@playwright/test';
import { appPorts } from '@site-chrome/rules/ports';

/**
 * `SITE_CHROME_SERVER=nginx` serves the build with deploy/nginx.conf (the production way) instead of the
 * Node static server; `.ci/run` runs the federation, dead-remote and delivery suites that way too.
 */
const servedByNginx = process.env.SITE_CHROME_SERVER === 'nginx';

/**
 * Browser tests against the built apps served on their real ports (four origins). Debian's Chromium
 * is used because Playwright's own browser download cannot work on these machines.
 * Build first (`npm run build`); the web server below only serves what is built.
 */
export default defineConfig({
  testDir: './e2e',
  // Two browsers share the one webServer (its four origins): every test has its own context, the mock API
  // keeps no state between requests, and no spec shares anything between its tests. The one spec that reads
  // server-side state (the error collector, e2e/cdn-health-check.spec.ts) runs its own tests in order.
  // While one test waits on a fault's deadline (most of the chaos suite), the other runs.
  fullyParallel: true,
  workers: 2,
  // No retries: a test that passes only on its second attempt is a defect to fix, not to hide.
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['./e2e/chaos/reliability-reporter.ts']],
  use: {
    baseURL: `http://localhost:${appPorts.host}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // Locally a failed test keeps its trace (actions, DOM snapshots, network, console), without the
    // screencast: recording frames for every test, all but the failed ones thrown away, cost about a tenth of
    // the suite's wall time (header-navigation and header-account: 110 s with screenshots, 97 s without,
    // 89 s with no trace). CI records none: a fresh clone's run leaves nothing but its log, so a trace there
    // is never opened, and the snapshots alone cost about a tenth of the machine's CPU in the browser suites
    // (those two specs: 124 busy CPU seconds with them, 113 without).
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
  },
  // Workers take tests in this order (project, then file). The chaos project comes first: it holds the
  // longest tests (the axe matrix, 30 s each at 1280 px; rolling-deploy.spec.ts, one worker for its ~130 s),
  // which started last when e2e came first, and one worker ran the rolling-deploy loop alone for the last
  // minute or two of CI. Started early, the many short e2e tests fill the other worker meanwhile.
  projects: [
    // Faults, hostile input and leaks, with the figures RELIABILITY.md shows (`npm run test:chaos`).
    // Never more than two at once, whatever --workers says: its fallback deadlines are timings, and with four
    // browsers on a loaded 2-core machine a page took 4.5 s to reach a 4 s one.
    { name: 'chaos', testDir: './e2e/chaos', workers: 2 },
    // The product's behaviour, screen by screen (`npm run test:e2e`).
    { name: 'e2e', testIgnore: ['chaos/**', 'examples/**'] },
    // The pages of examples/ as teams outside this repository build them from the packed kit, against the
    // running origins: `npm run check:examples` first (it builds them outside the repository), then
    // `npm run test:examples`.
    // One worker per file: each file serves its examples on their fixed ports once.
    { name: 'examples', testDir: './e2e/examples', fullyParallel: false },
  ],
  webServer: {
    command: `node -r esbuild-register scripts/${servedByNginx ? 'serve-nginx' : 'serve'}.ts`,
    url: `http://localhost:${appPorts.host}/`,
    // In CI a fresh one, unless .ci/run started it already (SITE_CHROME_SERVED=ci, off the critical path).
    reuseExistingServer: !process.env.CI || process.env.SITE_CHROME_SERVED === 'ci',
    timeout: 30_000,
    // The ssr=1 page's budget per fragment (scripts/serve.ts): long enough on a loaded 2-core machine that
    // the specs test the server-rendered path; the chaos scenarios make fragments late on purpose.
    // DEMO_FRAGMENT_FAULTS: the ssr=1 page takes a fragment from a chaos scenario's fault server when the
    // request says so (host-demo/server/fragment-fault-knob.ts, e2e/chaos/server-rendering.spec.ts).
    // FRAGMENT_MAX_LOOP_DELAY_MS: the fragment servers shed renders past this event-loop delay (100 ms in
    // production); two browsers and every server on two cores delay a loop that long with no overload at all,
    // and these suites test behaviour, not shedding (jest and bench:fragments do).
    env: { SSR_FRAGMENT_BUDGET_MS: '1500', DEMO_FRAGMENT_FAULTS: '1', FRAGMENT_MAX_LOOP_DELAY_MS: '2000' },
  },
});
