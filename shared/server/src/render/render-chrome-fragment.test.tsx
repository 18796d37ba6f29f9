import { queryOptions, useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import styled from 'styled-components';
import { expectConsoleErrors } from '@site-chrome/dev/testing';
import {
  chromeQueryClient,
  chromeStore,
  defineExposedComponent,
  mountChromePart,
  useChromeStore,
  useTranslation,
} from '@site-chrome/runtime';
import { visitorDependentMeta } from '@site-chrome/runtime/query-api';
import { signedInPlaceholder } from '@site-chrome/runtime/fragments';
import { renderChromeFragment } from './render-chrome-fragment';
import type { ServerAnswer, ServerDataCache, ServerDataScope, ServerPart, ServerQuery } from '../types';

const greetingQuery = (language: string) =>
  queryOptions({
    queryKey: ['test-greeting', language],
    queryFn: (): Promise<string> =>
      Promise.reject(new Error('the browser must not ask: the server answered')),
  });

const Box = styled.div`
  color: ${({ theme }) => theme.colors.text};
  padding: 3px;
`;

function TestContent() {
  const { t } = useTranslation();
  const language = useChromeStore((state) => state.language);
  const user = useChromeStore((state) => state.user);
  const { data } = useQuery(greetingQuery(language));
  const [clicks, setClicks] = useState(0);
  return (
    <Box>
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        {t('logIn')} {clicks}
      </button>
      <p>{data ?? 'loading'}</p>
      <p>{user ? `user ${user.nickname || 'anonymous'}` : 'visitor'}</p>
    </Box>
  );
}

const TestPart = defineExposedComponent('Header', TestContent);

const part: ServerPart = {
  name: 'Header',
  Component: TestPart,
  serverQueries: (props) => [greetingQuery(props.language)],
};

const greetings: Record<string, string> = {
  en: 'hello',
  de: 'hallo',
  ar: '</script><script>alert(1)</script>',
};
const dataCache: ServerDataCache = {
  get: (query) => Promise.resolve({ ok: true, data: greetings[String(query.queryKey[1])], updatedAt: 0 }),
  generation: () => 0,
};
const context = {
  build: '1.0.0+abc',
  preloads: [{ href: 'https://cdn.test/a.js?x="y"', integrity: 'sha384-abc' }],
  dataCache,
  visitorCountry: 'XX',
};

async function rendered(props: Record<string, unknown>): Promise<string> {
  const result = await renderChromeFragment(part, props, context);
  if (!result.ok) throw new Error(result.message);
  return result.html;
}

describe('renderChromeFragment', () => {
  it('writes preload links, the styles, the markup with its build, and the hydration data', async () => {
    const html = await rendered({ language: 'de', theme: 'dark' });
    const slot = document.createElement('div');
    slot.innerHTML = html;
    const preload = slot.querySelector('link[rel="preload"][as="script"][crossorigin="anonymous"]');
    expect(preload?.getAttribute('href')).toBe('https://cdn.test/a.js?x="y"');
    // The page loads the script with this hash: a preload without it would not be reused.
    expect(preload?.getAttribute('integrity')).toBe('sha384-abc');
    // Hydration's code never competes with what the first paint needs.
    expect(preload?.getAttribute('fetchpriority')).toBe('low');
    expect(slot.querySelector('style')?.textContent).toContain('padding:3px');
    const markup = slot.querySelector('[data-chrome-fragment="Header"]');
    expect(markup?.getAttribute('data-chrome-build')).toBe('1.0.0+abc');
    expect(markup?.textContent).toContain('Anmelden');
    expect(markup?.textContent).toContain('hallo');
    const data = JSON.parse(
      slot.querySelector('script[data-chrome-fragment-data="Header"]')?.textContent ?? '',
    );
    expect(data).toMatchObject({ build: '1.0.0+abc', props: { language: 'de', theme: 'dark' } });
    expect(data.queries.queries[0].state.data).toBe('hallo');
  });

  it('writes each answer as its key, hash, data and time only: the reader puts back the rest', async () => {
    const html = await rendered({ language: 'de' });
    const slot = document.createElement('div');
    slot.innerHTML = html;
    const data = JSON.parse(slot.querySelector('script')?.textContent ?? '');
    expect(data.queries).toEqual({
      queries: [
        {
          queryKey: ['test-greeting', 'de'],
          queryHash: '["test-greeting","de"]',
          state: { data: 'hallo', dataUpdatedAt: expect.any(Number), status: 'success' },
        },
      ],
      mutations: [],
    });
  });

  it('hands over only what the part’s hydrationQueries keeps of its query cache, each answer short', async () => {
    const trimming: ServerPart = {
      ...part,
      serverQueries: (props) => [greetingQuery(props.language), greetingQuery('en')],
      hydrationQueries: (dehydrated) => ({
        ...dehydrated,
        queries: dehydrated.queries.filter((query) => query.queryKey[1] !== 'en'),
      }),
    };
    const result = await renderChromeFragment(trimming, { language: 'de' }, context);
    if (!result.ok) throw new Error(result.message);
    const slot = document.createElement('div');
    slot.innerHTML = result.html;
    // The markup is the render's, with both answers in hand.
    expect(slot.textContent).toContain('hallo');
    const data = JSON.parse(slot.querySelector('script')?.textContent ?? '');
    expect(data.queries.queries).toEqual([
      {
        queryKey: ['test-greeting', 'de'],
        queryHash: '["test-greeting","de"]',
        state: { data: 'hallo', dataUpdatedAt: expect.any(Number), status: 'success' },
      },
    ]);
  });

  it('keeps data that looks like markup inside its script element', async () => {
    const html = await rendered({ language: 'ar' });
    expect(html).not.toContain('<script>alert');
    const slot = document.createElement('div');
    slot.innerHTML = html;
    expect(slot.querySelectorAll('script')).toHaveLength(1);
    const data = JSON.parse(slot.querySelector('script')?.textContent ?? '');
    expect(data.queries.queries[0].state.data).toBe(greetings.ar);
  });

  it('renders two requests in two languages at the same time, each in its own', async () => {
    const [german, english] = await Promise.all([rendered({ language: 'de' }), rendered({ language: 'en' })]);
    expect(german).toContain('Anmelden');
    expect(german).not.toContain('Log In');
    expect(english).toContain('Log In');
    expect(english).toContain('hello');
    // The page's own singletons are left alone.
    expect(chromeStore.getState().language).toBe('en');
    expect(chromeQueryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('answers 400 naming the bad prop, without the markup it was sent', async () => {
    const result = await renderChromeFragment(
      part,
      { site: '<img src=x onerror=alert(1)>', theme: 'pink' },
      context,
    );
    expect(result).toMatchObject({ ok: false, status: 400 });
    if (result.ok) return;
    expect(result.message).toMatch(/^site: /m);
    expect(result.message).toMatch(/^theme: /m);
    expect(result.message).not.toMatch(/[<>"]/);
  });

  it('asks the data cache for the render’s sub-site and language and the visitor’s country', async () => {
    const scopes: ServerDataScope[] = [];
    const recordingCache: ServerDataCache = {
      get: (query, scope) => {
        scopes.push(scope);
        return dataCache.get(query, scope);
      },
      generation: () => 0,
    };
    await renderChromeFragment(
      part,
      { site: '106', language: 'de' },
      {
        ...context,
        dataCache: recordingCache,
        visitorCountry: 'DE',
      },
    );
    expect(scopes).toEqual([{ site: 'eu', language: 'de', visitorCountry: 'DE' }]);
  });

  it('calls a fragment personal when it carries who the reader is, not when it says only "signed in"', async () => {
    const anonymous = await renderChromeFragment(part, { user: signedInPlaceholder }, context);
    const personal = await renderChromeFragment(part, { user: { uid: '42', nickname: 'Whale' } }, context);
    expect(anonymous).toMatchObject({ ok: true, personal: false });
    expect(personal).toMatchObject({ ok: true, personal: true });
  });
});

describe('given a data cache with no answer', () => {
  const visitorQuery = (): ServerQuery => ({
    queryKey: ['chrome', 'site', 'compliance'],
    queryFn: () => Promise.resolve('never called'),
    meta: visitorDependentMeta,
  });
  const partAsking = (queries: () => ServerQuery[]): ServerPart => ({ ...part, serverQueries: queries });
  const cacheAnswering = (answer: (query: ServerQuery) => ServerAnswer): ServerDataCache => ({
    get: (query) => Promise.resolve(answer(query)),
    generation: () => 0,
  });

  it('answers 503, with no markup, when a visitor-dependent answer is missing: never "nothing hidden"', async () => {
    const result = await renderChromeFragment(
      partAsking(() => [greetingQuery('en'), visitorQuery()]),
      { language: 'en' },
      {
        ...context,
        dataCache: cacheAnswering((query) =>
          query.meta === visitorDependentMeta
            ? { ok: false, visitorDependent: true, fallback: { data: 'nothing hidden' } }
            : { ok: true, data: 'hello', updatedAt: 0 },
        ),
      },
    );
    expect(result).toEqual({
      ok: false,
      status: 503,
      retryAfterSeconds: expect.any(Number),
      message: expect.stringContaining('chrome/site/compliance'),
    });
  });

  it('renders another query’s fallback, stale, so the browser asks again once it has hydrated', async () => {
    const result = await renderChromeFragment(
      part,
      { language: 'en' },
      {
        ...context,
        dataCache: cacheAnswering(() => ({
          ok: false,
          visitorDependent: false,
          fallback: { data: 'fallback' },
        })),
      },
    );
    if (!result.ok) throw new Error(result.message);
    const slot = document.createElement('div');
    slot.innerHTML = result.html;
    expect(slot.textContent).toContain('fallback');
    const data = JSON.parse(slot.querySelector('script')?.textContent ?? '');
    expect(data.queries.queries[0].state).toMatchObject({ data: 'fallback', dataUpdatedAt: 0 });
  });

  it('leaves out a query with neither answer nor fallback: the browser asks for it', async () => {
    const result = await renderChromeFragment(
      part,
      { language: 'en' },
      {
        ...context,
        dataCache: cacheAnswering(() => ({ ok: false, visitorDependent: false })),
      },
    );
    if (!result.ok) throw new Error(result.message);
    const slot = document.createElement('div');
    slot.innerHTML = result.html;
    expect(slot.textContent).toContain('loading');
    expect(JSON.parse(slot.querySelector('script')?.textContent ?? '').queries.queries).toEqual([]);
  });
});

describe('mountChromePart on a server fragment', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    chromeQueryClient.clear();
  });

  async function slotWith(props: Record<string, unknown>): Promise<HTMLElement> {
    const slot = document.createElement('div');
    slot.innerHTML = await rendered(props);
    document.body.append(slot);
    return slot;
  }

  it('hydrates the server markup (same nodes, no second request, no mismatch) and then takes the page props', async () => {
    const slot = await slotWith({ language: 'de', user: signedInPlaceholder });
    const serverButton = screen.getByRole('button');
    await act(async () => {
      mountChromePart(
        slot,
        TestPart,
        { language: 'de', user: { uid: '7', nickname: 'Whale' } },
        {
          name: 'Header',
          build: '1.0.0+abc',
        },
      );
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    // Hydrated, not replaced: the server's button is the one on the page, and it works.
    expect(screen.getByRole('button')).toBe(serverButton);
    fireEvent.click(serverButton);
    expect(serverButton).toHaveTextContent('Anmelden 1');
    // Filled in by the browser: who the reader is.
    expect(screen.getByText('user Whale')).toBeInTheDocument();
    // The server's answer, taken over: the query function (which would reject) never ran.
    expect(screen.getByText('hallo')).toBeInTheDocument();
  });

  it('asks the API for none of the server’s answers, even from a fragment cached for minutes or a clock ahead', async () => {
    const slot = await slotWith({ language: 'de' });
    const tenMinutesLater = Date.now() + 600_000;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(tenMinutesLater);
    await act(async () => {
      mountChromePart(slot, TestPart, { language: 'de' }, { name: 'Header', build: '1.0.0+abc' });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByText('hallo')).toBeInTheDocument();
    // Not refetching (the query function would reject): the answer is fresh by this browser's clock.
    expect(chromeQueryClient.getQueryState(['test-greeting', 'de'])).toMatchObject({
      dataUpdatedAt: tenMinutesLater,
      fetchStatus: 'idle',
    });
    clock.mockRestore();
  });

  it('renders afresh, with a warning, over markup of another build', async () => {
    const slot = await slotWith({ language: 'en' });
    const serverButton = screen.getByRole('button');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await act(async () => {
      mountChromePart(slot, TestPart, { language: 'en' }, { name: 'Header', build: '1.0.1+def' });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('build 1.0.0+abc, this code is 1.0.1+def'));
    expect(screen.getByRole('button')).not.toBe(serverButton);
    expect(slot.querySelector('[data-chrome-fragment]')).toBeNull();
    warn.mockRestore();
  });

  it('fails a test on a hydration mismatch', async () => {
    const slot = await slotWith({ language: 'en' });
    slot.querySelector('p')!.textContent = 'tampered';
    const consoleError = expectConsoleErrors();
    await act(async () => {
      mountChromePart(slot, TestPart, { language: 'en' }, { name: 'Header', build: '1.0.0+abc' });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('the server markup did not match the first client render'),
      expect.anything(),
    );
  });
});
