import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ChromeProps } from '@site-chrome/runtime';
import { mockServer, renderWithChrome, requestsTo, setUpMockApi } from '@site-chrome/dev/testing';
import { BrowserClient } from '@sentry/browser';
import type * as SentryBrowser from '@sentry/browser';
import Header from '../../exposed/header';
import { resetCdnHealthCheck } from './use-cdn-health-check';

// The SDK is the real one; its client class is watched, to tell whether a check set it up at all.
jest.mock('@sentry/browser', () => {
  const actual = jest.requireActual<typeof SentryBrowser>('@sentry/browser');
  return {
    ...actual,
    BrowserClient: jest.fn(
      (options: ConstructorParameters<typeof actual.BrowserClient>[0]) => new actual.BrowserClient(options),
    ),
  };
});

// Footer spec sections 7 to 9: 5 s after start the header GETs a React file on its CDN; a status other than
// 200 or a failed fetch is reported as "cdn access error" with the uid cookie, for one page in ten; crawlers
// and the propads channel are skipped; nothing is shown.
setUpMockApi();

const headerOrigin = 'http://localhost:3001';
const reactChunkPath = '/3696.26fef76f.js';
const dsn = 'http://public@localhost/1';
const everyFailure = { dsn, sampleRate: 1 };

/** What webpack sets in the build: the folder the header's files came from. */
const page = globalThis as { __webpack_public_path__?: string };
beforeAll(() => {
  page.__webpack_public_path__ = `${headerOrigin}/`;
});
afterAll(() => {
  delete page.__webpack_public_path__;
});

/** Every envelope the reporting SDK posted, as sent. */
let envelopes: string[];
/** How the CDN answers the React chunk. */
let answerReactChunk: () => Response | Promise<Response>;
/** The requests for the React chunk, as the CDN received them. */
let reactChunkRequests: Request[];

beforeEach(() => {
  resetCdnHealthCheck();
  // msw schedules its work with microtasks and immediates; only the clock is faked.
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  envelopes = [];
  reactChunkRequests = [];
  answerReactChunk = () => new HttpResponse('/* react */', { status: 200 });
  mockServer.use(
    http.get(`${headerOrigin}/mf-manifest.json`, () =>
      HttpResponse.json({
        name: 'header',
        shared: [
          { name: 'zustand', assets: { js: { sync: ['1111.aaaaaaaa.js'], async: [] } } },
          { name: 'react', assets: { js: { sync: [reactChunkPath.slice(1)], async: [] } } },
        ],
      }),
    ),
    http.get(`${headerOrigin}${reactChunkPath}`, ({ request }) => {
      reactChunkRequests.push(request);
      return answerReactChunk();
    }),
    http.post('http://localhost/api/1/envelope/', async ({ request }) => {
      envelopes.push(await request.text());
      return HttpResponse.json({});
    }),
  );
});

afterEach(() => {
  jest.useRealTimers();
  document.cookie = 'uid=; max-age=0; path=/';
  document.cookie = 'ch=; max-age=0; path=/';
  window.history.replaceState(null, '', '/');
});

const advance = (milliseconds: number) => act(() => jest.advanceTimersByTimeAsync(milliseconds));

async function renderHeader(props: ChromeProps = { errorReporting: everyFailure }) {
  const view = renderWithChrome(<Header {...props} />);
  await screen.findByRole('button', { name: 'Trade' });
  return view;
}

/** The events of every envelope sent, parsed (header line, item header line, event). */
function sentEvents(): Record<string, unknown>[] {
  return envelopes.map((envelope) => JSON.parse(envelope.split('\n')[2] ?? '{}') as Record<string, unknown>);
}

/** Lets the check run to its end (probe, SDK, send) after the 5 s delay. */
async function checkFinished() {
  await advance(5000);
  for (let step = 0; step < 20; step += 1) await advance(100);
}

describe('given a host that configures error reporting', () => {
  it('asks the CDN nothing in the first 5 s, then GETs the React chunk its manifest names', async () => {
    renderWithChrome(<Header errorReporting={everyFailure} />);

    await advance(4900);
    expect(requestsTo('/mf-manifest.json')).toHaveLength(0);

    await advance(100);
    await waitFor(() => expect(reactChunkRequests).toHaveLength(1));
    // Revalidated with the CDN (a 304 comes back as the cached 200), without cookies.
    expect(reactChunkRequests[0]).toMatchObject({
      method: 'GET',
      url: `${headerOrigin}${reactChunkPath}`,
      cache: 'no-cache',
      credentials: 'omit',
    });
    await screen.findByRole('button', { name: 'Trade' });
  });

  it('given the CDN answers 200, reports nothing and never sets up the reporting SDK', async () => {
    await renderHeader();

    await checkFinished();

    expect(requestsTo(reactChunkPath)).toHaveLength(1);
    expect(envelopes).toEqual([]);
    expect(BrowserClient).not.toHaveBeenCalled();
  });

  it('given the CDN answers 404, sends one "cdn access error" carrying the uid cookie', async () => {
    document.cookie = 'uid=10086001; path=/';
    answerReactChunk = () => new HttpResponse('Not found', { status: 404 });
    await renderHeader();

    await checkFinished();

    await waitFor(() => expect(envelopes).toHaveLength(1));
    expect(sentEvents()[0]).toMatchObject({
      message: 'cdn access error',
      level: 'error',
      user: { id: '10086001' },
      tags: { 'cdn.result': 'HTTP 404' },
      extra: { url: `${headerOrigin}${reactChunkPath}`, status: 404, sampleRate: 1 },
    });
  });

  it('given the fetch fails, sends the report with the failure and no user for a reader without a uid', async () => {
    answerReactChunk = () => HttpResponse.error();
    await renderHeader();

    await checkFinished();

    await waitFor(() => expect(envelopes).toHaveLength(1));
    const [event] = sentEvents();
    expect(event).toMatchObject({ message: 'cdn access error', tags: { 'cdn.result': 'network error' } });
    expect(event?.user).toBeUndefined();
  });

  it('given the CDN never answers, reports a time-out after 10 s', async () => {
    answerReactChunk = () => new Promise<never>(() => undefined);
    await renderHeader();

    await advance(5000);
    await waitFor(() => expect(requestsTo(reactChunkPath)).toHaveLength(1));
    await advance(10_000);
    await checkFinished();

    await waitFor(() => expect(envelopes).toHaveLength(1));
    expect(sentEvents()[0]).toMatchObject({ tags: { 'cdn.result': 'timeout' } });
  });

  it('given the CDN does not serve the manifest either, reports the manifest', async () => {
    mockServer.use(
      http.get(`${headerOrigin}/mf-manifest.json`, () => new HttpResponse(null, { status: 503 })),
    );
    await renderHeader();

    await checkFinished();

    await waitFor(() => expect(envelopes).toHaveLength(1));
    expect(sentEvents()[0]).toMatchObject({
      extra: { url: `${headerOrigin}/mf-manifest.json`, status: 503 },
    });
    expect(requestsTo(reactChunkPath)).toHaveLength(0);
  });

  it('given a configured file, checks that one instead of reading the manifest', async () => {
    const configured = `${headerOrigin}/cdn-check/missing-react.js`;
    mockServer.use(http.get(configured, () => new HttpResponse(null, { status: 404 })));
    await renderHeader({ errorReporting: { ...everyFailure, cdnCheckUrl: configured } });

    await checkFinished();

    await waitFor(() => expect(envelopes).toHaveLength(1));
    expect(sentEvents()[0]).toMatchObject({ extra: { url: configured, status: 404 } });
    expect(requestsTo('/mf-manifest.json')).toHaveLength(0);
  });

  it('shows the reader nothing: the header is the same before and after a report', async () => {
    answerReactChunk = () => new HttpResponse(null, { status: 500 });
    const { container } = await renderHeader();
    const before = container.innerHTML;

    await checkFinished();
    await waitFor(() => expect(envelopes).toHaveLength(1));

    expect(container.innerHTML).toBe(before);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('given a page with several headers, or a header mounted again', () => {
  it('checks once per page, 5 s after the first header mounted', async () => {
    answerReactChunk = () => new HttpResponse(null, { status: 404 });
    const first = await renderHeader();
    await advance(3000);
    first.unmount();
    renderWithChrome(
      <>
        <Header errorReporting={everyFailure} />
        <Header errorReporting={everyFailure} />
      </>,
    );

    await advance(2000);
    await waitFor(() => expect(requestsTo(reactChunkPath)).toHaveLength(1));
    await checkFinished();
    await advance(60_000);

    expect(requestsTo('/mf-manifest.json')).toHaveLength(1);
    expect(requestsTo(reactChunkPath)).toHaveLength(1);
    expect(envelopes).toHaveLength(1);
  });
});

describe('given a visit that is skipped', () => {
  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['Bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    ['Baidu', 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)'],
  ])('a crawler (%s) fetches nothing from the CDN', async (_, userAgent) => {
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
    answerReactChunk = () => new HttpResponse(null, { status: 404 });
    await renderHeader();

    await checkFinished();

    expect(requestsTo('/mf-manifest.json')).toHaveLength(0);
    expect(requestsTo(reactChunkPath)).toHaveLength(0);
    expect(envelopes).toEqual([]);
  });

  it.each([
    ['the ch parameter', () => window.history.replaceState(null, '', '/?ch=propads')],
    ['the ch parameter in capitals', () => window.history.replaceState(null, '', '/?ch=PropAds')],
    ['the ch cookie', () => (document.cookie = 'ch=propads; path=/')],
  ])('the propads channel, from %s, fetches nothing from the CDN', async (_, arrive) => {
    arrive();
    answerReactChunk = () => new HttpResponse(null, { status: 404 });
    await renderHeader();

    await checkFinished();

    expect(requestsTo('/mf-manifest.json')).toHaveLength(0);
    expect(envelopes).toEqual([]);
  });

  it('another channel is checked as usual', async () => {
    window.history.replaceState(null, '', '/?ch=trading_event1');
    await renderHeader();

    await checkFinished();

    expect(requestsTo(reactChunkPath)).toHaveLength(1);
  });
});

describe('given the default sample rate of 0.1', () => {
  const oneInTen = { dsn };

  it('reports a failure on a page drawn into the sample', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.05);
    answerReactChunk = () => new HttpResponse(null, { status: 404 });
    await renderHeader({ errorReporting: oneInTen });

    await checkFinished();

    await waitFor(() => expect(envelopes).toHaveLength(1));
    expect(sentEvents()[0]).toMatchObject({ message: 'cdn access error', extra: { sampleRate: 0.1 } });
  });

  it('on the other nine pages in ten, sends nothing and never sets up the reporting SDK', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.1);
    answerReactChunk = () => new HttpResponse(null, { status: 404 });
    await renderHeader({ errorReporting: oneInTen });

    await checkFinished();

    expect(requestsTo(reactChunkPath)).toHaveLength(1);
    expect(envelopes).toEqual([]);
    expect(BrowserClient).not.toHaveBeenCalled();
  });
});

describe('given a host that configures no error reporting', () => {
  it('does not check: there would be nowhere to report to', async () => {
    answerReactChunk = () => new HttpResponse(null, { status: 404 });
    await renderHeader({});

    await advance(60_000);

    expect(requestsTo('/mf-manifest.json')).toHaveLength(0);
    expect(requestsTo(reactChunkPath)).toHaveLength(0);
  });
});
