import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createElement } from 'react';
import styled from 'styled-components';
import { defineExposedComponent } from '@site-chrome/runtime';
import { renderChromeFragment, type ServerPart } from '@site-chrome/server';
import { fetchFragment } from './fetch-fragment';

/*
 * The demo's Node composer puts an answer in the page only when it is exactly one fragment of ours for the
 * part, with its build id: a proxy's or a WAF's page sent with 200 never reaches the page, whatever it says.
 */

const servers: Server[] = [];

/** A loopback server answering every request with `body` as HTML, status 200; resolves to its URL. */
function answering(body: string): Promise<string> {
  const server = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(body);
  });
  servers.push(server);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/fragment/Header`),
    ),
  );
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

const Bar = styled.nav`
  padding: 3px;
`;
const TestHeader = defineExposedComponent('Header', () => createElement(Bar, null, 'Markets'));
const headerPart: ServerPart = { name: 'Header', Component: TestHeader, serverQueries: () => [] };

/** The header fragment as a fragment server writes it: preload links, styles, markup, hydration data. */
async function realFragment(): Promise<string> {
  const rendered = await renderChromeFragment(
    headerPart,
    { language: 'de' },
    {
      build: '1.0.0+test',
      preloads: [{ href: 'https://cdn.test/header.js', integrity: 'sha384-abc' }],
      dataCache: { get: () => Promise.reject(new Error('no query is asked')), generation: () => 0 },
      visitorCountry: 'XX',
    },
  );
  if (!rendered.ok) throw new Error(rendered.message);
  return rendered.html;
}

// Room for a loaded machine: the budget is not what these tests are about.
const budgetMs = 5000;

describe('fetchFragment', () => {
  it('takes a real fragment, with its preloads and styles', async () => {
    const html = await realFragment();
    expect(html).toMatch(/^<link rel="preload"[^>]*><style data-styled="true"/);

    expect(await fetchFragment(await answering(html), 'Header', budgetMs)).toEqual({
      ok: true,
      html,
      cache: null,
    });
  });

  it.each([
    [
      'a WAF page sent with 200 that names the fragment in its text',
      () =>
        Promise.resolve(
          '<html><body><h1>Request blocked</h1><p>Rule 942100 matched data-chrome-fragment="Header"</p></body></html>',
        ),
    ],
    [
      'a fragment with no build id',
      async () => (await realFragment()).replace(/ data-chrome-build="[^"]*"/, ''),
    ],
    ['a fragment plus an extra script', async () => `${await realFragment()}<script>alert(1)</script>`],
    ['another part’s fragment', async () => (await realFragment()).replaceAll('"Header"', '"Footer"')],
  ])('refuses %s: the page goes without it', async (_, body) => {
    const outcome = await fetchFragment(await answering(await body()), 'Header', budgetMs);

    expect(outcome).toEqual({
      ok: false,
      reason: 'failed',
      detail: 'answered HTML that is not exactly one Header fragment',
    });
  });
});
