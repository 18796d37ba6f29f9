import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './test';
import { remoteOrigins, watchPageErrors } from './page-errors';

// Footer spec sections 7 to 9: 5 s after start the header GETs a React file on its CDN; a failure is sent
// as "cdn access error" to the error-reporting service, which in the demo is the host's own collector.

const reportsUrl = 'http://localhost:3000/demo/error-reports';

// The collector is one for the whole server: these tests count the reports that arrive while each runs, so
// they run one after another (the other specs send no report: none sets cdncheck=fail or cdnsample=1).
test.describe.configure({ mode: 'default' });

interface ErrorReport {
  id: number;
  receivedAt: string;
  message: string;
  uid: string | null;
  url: string | null;
  result: string | null;
}

async function listedReports(request: APIRequestContext): Promise<ErrorReport[]> {
  const response = await request.get(reportsUrl);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { reports: ErrorReport[] }).reports;
}

/** The collector keeps reports for the server's life: a test looks only at those after its own start. */
async function reportsSince(request: APIRequestContext, lastSeenId: number): Promise<ErrorReport[]> {
  return (await listedReports(request)).filter((report) => report.id > lastSeenId);
}

async function lastReportId(request: APIRequestContext): Promise<number> {
  return Math.max(0, ...(await listedReports(request)).map((report) => report.id));
}

test('with cdncheck=fail&cdnsample=1, one "cdn access error" with the uid reaches the collector and the control panel', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  const lastSeen = await lastReportId(request);

  const loadStarted = Date.now();
  await page.goto('/?login=1&cdncheck=fail&cdnsample=1');
  await expect
    .poll(async () => (await reportsSince(request, lastSeen)).length, { timeout: 10_000, intervals: [250] })
    .toBe(1);

  const [report] = await reportsSince(request, lastSeen);
  expect(report).toMatchObject({
    message: 'cdn access error',
    uid: '10000123',
    url: `${remoteOrigins.header}/cdn-check/missing-react.js`,
    result: 'HTTP 404',
  });
  test.info().annotations.push({
    type: 'report arrived',
    description: `${Date.parse(report?.receivedAt ?? '') - loadStarted} ms after the page started loading`,
  });
  // The panel lists every report the collector holds (earlier pages' too), newest first.
  const listed = page.getByRole('table', { name: 'Error reports' }).getByRole('row');
  await expect(listed).toHaveCount((await listedReports(request)).length + 1);
  await expect(listed.nth(1)).toContainText(
    `cdn access errorHTTP 40410000123${remoteOrigins.header}/cdn-check/missing-react.js`,
  );
  // Once per page: nothing more arrives, and the reader is shown nothing.
  expect(await reportsSince(request, lastSeen)).toHaveLength(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(errors.uncaught).toEqual([]);
  // The browser notes the 404 itself; the check adds nothing to the console.
  expect(errors.consoleErrors).toEqual([
    'Failed to load resource: the server responded with a status of 404 (Not Found)',
  ]);
});

test('on a page whose CDN answers, the check fetches the React chunk and reports nothing', async ({
  page,
  request,
}) => {
  const manifest = (await (await request.get(`${remoteOrigins.header}/mf-manifest.json`)).json()) as {
    shared: { name: string; assets: { js: { sync: string[] } } }[];
  };
  const reactFile = manifest.shared.find((module) => module.name === 'react')?.assets.js.sync[0];
  expect(reactFile).toBeTruthy();
  const lastSeen = await lastReportId(request);

  // Every failure would be reported: a report here could only come from a check that failed.
  await page.goto('/?cdnsample=1');
  // The host provides React, so only the check asks the header origin for the header's copy.
  const probe = await page.waitForRequest(`${remoteOrigins.header}/${reactFile}`, { timeout: 8_000 });
  expect((await probe.response())?.status()).toBe(200);
  await page.waitForTimeout(1_000);

  expect(await reportsSince(request, lastSeen)).toEqual([]);
});

test('the plain page runs the check through /loader.js and reports the same way', async ({
  page,
  request,
}) => {
  const lastSeen = await lastReportId(request);

  await page.goto('/plain.html?cdncheck=fail&cdnsample=1');

  await expect
    .poll(async () => (await reportsSince(request, lastSeen)).length, { timeout: 10_000, intervals: [250] })
    .toBe(1);
  expect((await reportsSince(request, lastSeen))[0]).toMatchObject({
    message: 'cdn access error',
    uid: null,
    result: 'HTTP 404',
  });
});
