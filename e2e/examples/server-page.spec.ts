import { countReactRenderers, reactRendererCount } from '../federation-probes';
import { watchPageErrors } from '../page-errors';
import { keepServerNodesOn, partOrigin, timeToReactOwned, warmServerPage } from '../server-rendered-page';
import { expect, test } from '../test';
import { answerPageApiFromDemo, startServerPage } from './example-servers';

/*
 * examples/server-page: a page composed by its own Node server from the fragments, with only the packed
 * kit installed, hydrated in the browser by the header origin's /loader.js.
 */
let serverPage: Awaited<ReturnType<typeof startServerPage>>;
test.beforeAll(async () => {
  serverPage = await startServerPage();
});
test.afterAll(() => serverPage.stop());
test.beforeEach(({ context }) => answerPageApiFromDemo(context, serverPage.origin));

test('hydrates the server’s header and footer, keeping their nodes, with no console error (no #418)', async ({
  page,
  context,
  request,
}) => {
  await warmServerPage(request, `${serverPage.origin}/`);
  await countReactRenderers(context);
  await keepServerNodesOn(page);
  const errors = watchPageErrors(page);

  await page.goto(`${serverPage.origin}/`);
  await timeToReactOwned(page, 'Header', 15_000);
  await timeToReactOwned(page, 'Footer', 15_000);

  expect(await partOrigin(page, 'Header')).toBe('server markup kept');
  expect(await partOrigin(page, 'Footer')).toBe('server markup kept');
  expect(await reactRendererCount(page)).toBe(1);
  expect(errors).toEqual({ uncaught: [], consoleErrors: [] });
});

test('opens the search from the header, and a theme chosen there is followed by the footer', async ({
  page,
  request,
}) => {
  await warmServerPage(request, `${serverPage.origin}/`);
  const errors = watchPageErrors(page);
  await page.goto(`${serverPage.origin}/`);
  await timeToReactOwned(page, 'Header', 15_000);
  const footer = page.getByRole('contentinfo');

  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Search' }).getByRole('combobox', { name: 'Search' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('banner').getByRole('button', { name: 'Theme' }).click();

  await expect(page.getByRole('banner')).toHaveAttribute('data-theme', 'dark');
  await expect(footer).toHaveAttribute('data-theme', 'dark');
  expect(errors).toEqual({ uncaught: [], consoleErrors: [] });
});
