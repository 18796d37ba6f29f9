// A page composed by its own Node server from the chrome's server-rendered fragments (README "Server-rendered
// embedding"): the props' one fragment query, the head sent at once, each fragment within the budget (an empty
// slot when late: the loader renders that part in the browser), then /loader.js hydrates each slot with the
// same props. Only the installed kit (@site-chrome/host) and the chrome's origins are used.
const http = require('node:http');
const { encodeFragmentQuery, fragmentPropsOf } = require('@site-chrome/host/fragments');

const port = Number(process.env.PORT ?? 3203);
const budgetMs = Number(process.env.FRAGMENT_BUDGET_MS ?? 100);
const origin = (chromePort) => `http://localhost:${chromePort}`;
const slots = {
  Header: { part: 'header', origin: origin(3001) },
  Footer: { part: 'footer', origin: origin(3002) },
};

const fragment = (slot, query) =>
  fetch(`${slots[slot].origin}/fragment/${slot}?${query}`, { signal: AbortSignal.timeout(budgetMs) })
    .then((answer) => (answer.ok ? answer.text() : ''))
    .catch(() => '');
const slotHtml = (slot, html) => `<div data-chrome-slot="${slot}">${html}</div>`;

http
  .createServer(async (request, response) => {
    /** @type {import('@site-chrome/host').HeaderProps & import('@site-chrome/host').FooterProps} */
    const props = { site: 'main', language: 'en', theme: 'light', user: null, path: '/' };
    const query = encodeFragmentQuery(fragmentPropsOf(props));
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.write(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>server page</title>
<script src="${origin(3001)}/loader.js" crossorigin="anonymous" defer></script></head><body>`);
    const [header, footer] = await Promise.all([fragment('Header', query), fragment('Footer', query)]);
    response.end(`${slotHtml('Header', header)}<main><h1>Markets</h1></main>${slotHtml('Footer', footer)}
<script>addEventListener('DOMContentLoaded', () => { for (const [slot, { part }] of Object.entries(${JSON.stringify(slots)}))
  siteChrome.mount(part, document.querySelector('[data-chrome-slot="' + slot + '"]'), ${JSON.stringify(props)}); });</script>
</body></html>`);
  })
  .listen(port, () => console.log(`server page on http://localhost:${port}/`));
