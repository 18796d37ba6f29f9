import { dehydrate, queryOptions, useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { chromeQueryClient } from '../query/query-client';
import { chromeStore } from '../store/chrome-store';
import { defineExposedComponent } from '../ui/define-exposed-component';
import type { FragmentHydrationData } from './hydration-data';
import { mountChromePart } from './mount-chrome-part';
import { PartTree } from './part-tree';

/*
 * A slot of a page composed on a server, as `mountChromePart` finds it: the part's fragment (markup with its
 * build, hydration data beside it), or whatever else a proxy put there. Only a fragment of ours with data a
 * fragment server writes is hydrated; anything else is dropped with one warning and the part renders afresh.
 */

const greetingQuery = queryOptions({
  queryKey: ['test-greeting'],
  queryFn: () => Promise.resolve('asked by the browser'),
});

function Content() {
  const { data } = useQuery(greetingQuery);
  const [opened, setOpened] = useState(false);
  return (
    <header>
      <button type="button" onClick={() => setOpened(true)}>
        {opened ? 'Menu open' : 'Menu'}
      </button>
      <p>{data ?? 'loading'}</p>
    </header>
  );
}
const TestHeader = defineExposedComponent('Header', Content);
const build = '1.0.0+test';

/** What a fragment server answers for the header, rendered here with the page's singletons. */
function serverRender(): { markup: string; data: FragmentHydrationData } {
  chromeQueryClient.setQueryData(greetingQuery.queryKey, 'answered by the server');
  const markup = renderToString(<PartTree name="Header" Component={TestHeader} props={{ language: 'en' }} />);
  const data = {
    build,
    props: { language: 'en' },
    renderDay: chromeStore.getState().renderDay,
    queries: dehydrate(chromeQueryClient),
  };
  chromeQueryClient.clear();
  return { markup, data };
}

/** A slot holding `html`, in the page. */
function slotWith(html: string): HTMLElement {
  const slot = document.createElement('div');
  slot.innerHTML = html;
  document.body.replaceChildren(slot);
  return slot;
}

const fragmentHtml = (markup: string, data: unknown) =>
  `<div data-chrome-fragment="Header" data-chrome-build="${build}">${markup}</div>` +
  `<script type="application/json" data-chrome-fragment-data="Header">${JSON.stringify(data)}</script>`;

async function mountInto(slot: HTMLElement): Promise<void> {
  await act(async () => {
    mountChromePart(slot, TestHeader, { language: 'en' }, { name: 'Header', build });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

let warn: jest.SpyInstance;

beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  document.body.replaceChildren();
  chromeQueryClient.clear();
});

describe('given a slot holding the part’s fragment with the data a fragment server writes', () => {
  it('hydrates it: the server’s nodes stay and work, its answers are taken, nothing is said', async () => {
    const { markup, data } = serverRender();
    const slot = slotWith(fragmentHtml(markup, data));
    const serverButton = screen.getByRole('button', { name: 'Menu' });

    await mountInto(slot);

    expect(screen.getByRole('button')).toBe(serverButton);
    fireEvent.click(serverButton);
    expect(serverButton).toHaveTextContent('Menu open');
    expect(screen.getByText('answered by the server')).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('given another part of the page already asking the browser’s own question when this part hydrates', () => {
  it('keeps the server’s answer: the browser’s answer, landing later, does not change the part under its hydration', async () => {
    const { markup, data } = serverRender();
    // A part rendered afresh asks first; the API answers the browser's address otherwise than the server's.
    let answerBrowser: (answer: string) => void = () => undefined;
    void chromeQueryClient
      .fetchQuery({
        queryKey: greetingQuery.queryKey,
        queryFn: () => new Promise<string>((resolve) => (answerBrowser = resolve)),
      })
      .catch(() => undefined);
    const slot = slotWith(fragmentHtml(markup, data));

    await mountInto(slot);
    await act(async () => {
      answerBrowser('asked by the browser');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

    expect(screen.getByText('answered by the server')).toBeInTheDocument();
    expect(chromeQueryClient.getQueryData(greetingQuery.queryKey)).toBe('answered by the server');
  });
});

type Spoil = (data: FragmentHydrationData) => unknown;

describe('given hydration data that does not parse against the props and query schemas', () => {
  const firstQuery = (data: FragmentHydrationData) =>
    data.queries.queries[0] as unknown as Record<string, unknown>;
  it.each<[string, Spoil]>([
    [
      'props with a key no fragment carries',
      (data) => ({ ...data, props: { ...data.props, tracking: 'x' } }),
    ],
    [
      'props with an unknown key inside a known one',
      (data) => ({ ...data, props: { variant: { phone: true, extra: 1 } } }),
    ],
    ['props with a callback’s key', (data) => ({ ...data, props: { ...data.props, onLogin: null } })],
    ['a bad theme', (data) => ({ ...data, props: { ...data.props, theme: 'pink' } })],
    ['queries that are not an array', (data) => ({ ...data, queries: { queries: {}, mutations: [] } })],
    [
      'a query with no key',
      (data) => {
        const { queryKey: _, ...query } = firstQuery(data);
        return { ...data, queries: { ...data.queries, queries: [query] } };
      },
    ],
    [
      'a query filed under another query’s hash',
      (data) => ({
        ...data,
        queries: { ...data.queries, queries: [{ ...firstQuery(data), queryHash: '["compliance"]' }] },
      }),
    ],
    [
      'a query that failed',
      (data) => ({
        ...data,
        queries: { ...data.queries, queries: [{ ...firstQuery(data), state: { status: 'error' } }] },
      }),
    ],
    ['mutations', (data) => ({ ...data, queries: { ...data.queries, mutations: [{}] } })],
    ['a key the data does not have', (data) => ({ ...data, extra: true })],
    ['no build', ({ build: _, ...data }) => data],
  ])('drops %s with one warning and renders the part afresh', async (_, spoil) => {
    const { markup, data } = serverRender();
    const slot = slotWith(fragmentHtml(markup, spoil(data)));
    const serverButton = screen.getByRole('button', { name: 'Menu' });

    await mountInto(slot);

    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(
        /^\[site-chrome\] Header: the server markup came without readable hydration data/,
      ),
    );
    expect(screen.getByRole('button', { name: 'Menu' })).not.toBe(serverButton);
    expect(await screen.findByText('asked by the browser')).toBeInTheDocument();
    expect(slot.querySelector('[data-chrome-fragment], script')).toBeNull();
  });

  it('says which field, never the data’s text', async () => {
    const { markup, data } = serverRender();
    const slot = slotWith(fragmentHtml(markup, { ...data, props: { theme: '<b>pink</b>' } }));

    await mountInto(slot);

    expect(warn).toHaveBeenCalledWith(expect.stringContaining('(props.theme does not match its schema)'));
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('pink'));
  });
});

describe('given a slot holding something that is not a fragment of ours', () => {
  it.each([
    ['an error page a proxy sent with 200', '<h1>403 Forbidden</h1><p>Request blocked.</p>'],
    ['text alone', 'Request blocked'],
    ['the part’s markup without its build', '<div data-chrome-fragment="Header"><button>Menu</button></div>'],
  ])('empties %s with one warning and renders the part afresh', async (_, html) => {
    const slot = slotWith(html);

    await mountInto(slot);

    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      '[site-chrome] Header: the slot holds something that is not a fragment of ours: emptied, rendering afresh',
    );
    expect(await screen.findByText('asked by the browser')).toBeInTheDocument();
    expect(slot).not.toHaveTextContent(/Forbidden|blocked/);
  });

  it('says nothing of a slot holding only white space and comments (a template’s indentation)', async () => {
    const slot = slotWith('\n  <!--# include virtual="/chrome-fragment/header/Header" -->\n');

    await mountInto(slot);

    expect(await screen.findByText('asked by the browser')).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
  });
});
