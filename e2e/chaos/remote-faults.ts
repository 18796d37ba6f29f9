import type { Page } from '@playwright/test';
import { remoteOrigins, type RemoteName } from '../page-errors';
import { serveEntryAsDeployed } from './deployed-entry';
import { throwingComponentScript } from './throwing-component';

/** One remote as the faults below need it. */
export interface RemoteUnderTest {
  name: RemoteName;
  origin: string;
  /** The exposed module the page renders, as the container's `get()` names it. */
  exposedModule: string;
  /** Its id on the page, e.g. 'header/Header'. */
  id: string;
  /** The exposed module's first-render chunk, as mf-manifest.json names it (content hash aside). */
  firstRenderChunk: RegExp;
}

export const remotesUnderTest: readonly RemoteUnderTest[] = [
  { name: 'header', exposedModule: './Header', id: 'header/Header' },
  { name: 'footer', exposedModule: './Footer', id: 'footer/Footer' },
  { name: 'search', exposedModule: './AggregatedSearch', id: 'search/AggregatedSearch' },
].map(({ name, exposedModule, id }) => ({
  name: name as RemoteName,
  origin: remoteOrigins[name as RemoteName],
  exposedModule,
  id,
  firstRenderChunk: new RegExp(`/__federation_expose_${exposedModule.slice(2)}\\.[0-9a-f]+\\.js$`),
}));

export interface RemoteFault {
  name: string;
  /** The requests counted for the figure: the resource that fails. */
  resource: (remote: RemoteUnderTest) => RegExp;
  /** Sets the fault up on the page's network before the page loads. */
  apply: (page: Page, remote: RemoteUnderTest) => Promise<unknown>;
  /** What the one logged error says about the cause (none when the remote recovers). */
  error?: RegExp;
  /** `update`: the remote renders, then fails when the page changes its props. Default: as it loads. */
  trigger?: 'update';
  /** The remote recovers (a retry works): no fallback, no error. */
  recovers?: true;
  /** How long after the fault the load gives up (a time-out), so the test waits for its one error. */
  failsWithinMs?: number;
  /** Exactly how many requests the failing resource gets. Default: at most 2 (a preload and its use). */
  requests?: number;
}

const corsHeaders = { 'Access-Control-Allow-Origin': '*' };
const manifestOf = (remote: RemoteUnderTest) => `${remote.origin}/mf-manifest.json`;
const entryOf = (remote: RemoteUnderTest) => `${remote.origin}/remoteEntry.js`;
const exactly = (url: string) => new RegExp(`^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const neverAnswer = () => undefined;

/** The remote's real remoteEntry.js with `script` run after it, deployed with its integrity. */
const entryFollowedBy = (page: Page, remote: RemoteUnderTest, script: string) =>
  serveEntryAsDeployed(page, remote.origin, (entry) => `${entry}\n;${script}`);

export const remoteFaults: readonly RemoteFault[] = [
  {
    name: 'manifest refused',
    resource: (remote) => exactly(manifestOf(remote)),
    apply: (page, remote) => page.route(manifestOf(remote), (route) => route.abort('connectionrefused')),
    error: /manifest \S+ could not be fetched .*, and again on retry/,
    requests: 2,
  },
  {
    name: 'manifest hung',
    resource: (remote) => exactly(manifestOf(remote)),
    apply: (page, remote) => page.route(manifestOf(remote), neverAnswer),
    error: /manifest \S+ did not answer within 5000 ms/,
    failsWithinMs: 5000,
    // No retry after a time-out: a server that does not answer is not asked twice.
    requests: 1,
  },
  {
    name: 'manifest 503, then OK on retry',
    resource: (remote) => exactly(manifestOf(remote)),
    apply: async (page, remote) => {
      let answered = 0;
      await page.route(manifestOf(remote), (route) =>
        answered++ === 0
          ? route.fulfill({ status: 503, headers: corsHeaders, body: 'Service Unavailable' })
          : route.continue(),
      );
    },
    recovers: true,
    requests: 2,
  },
  {
    name: 'manifest invalid JSON',
    resource: (remote) => exactly(manifestOf(remote)),
    apply: (page, remote) =>
      page.route(manifestOf(remote), (route) =>
        route.fulfill({
          status: 200,
          headers: corsHeaders,
          contentType: 'application/json',
          body: '{"metaData": {',
        }),
      ),
    error: /SyntaxError: .*JSON/,
    // It answered: asking again would get the same broken file.
    requests: 1,
  },
  {
    name: 'entry hung',
    resource: (remote) => exactly(entryOf(remote)),
    apply: (page, remote) => page.route(entryOf(remote), neverAnswer),
    error: /remoteEntry\.js" timed out/,
    failsWithinMs: 10_000,
  },
  {
    name: 'entry throwing on evaluation',
    resource: (remote) => exactly(entryOf(remote)),
    apply: (page, remote) =>
      serveEntryAsDeployed(
        page,
        remote.origin,
        () => `throw new Error('chaos: ${remote.name} remoteEntry.js broke as it ran');`,
      ),
    error: /remote entry \S+remoteEntry\.js threw while it ran/,
  },
  {
    name: 'first-render chunk 404',
    resource: (remote) => remote.firstRenderChunk,
    apply: (page, remote) =>
      page.route(remote.firstRenderChunk, (route) =>
        route.fulfill({ status: 404, headers: corsHeaders, body: 'Not Found' }),
      ),
    error: /Loading chunk \S+ failed\. \(error: \S+__federation_expose_/,
  },
  {
    name: 'component throwing during render',
    resource: (remote) => exactly(entryOf(remote)),
    apply: (page, remote) =>
      entryFollowedBy(page, remote, throwingComponentScript(remote.name, remote.exposedModule, 'render')),
    error: /failed to render: chaos: .* throws while rendering/,
  },
  {
    name: 'component throwing after an update',
    resource: (remote) => exactly(entryOf(remote)),
    apply: (page, remote) =>
      entryFollowedBy(page, remote, throwingComponentScript(remote.name, remote.exposedModule, 'update')),
    error: /failed to render: chaos: .* throws after its props changed/,
    trigger: 'update',
  },
];
