import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ChromeProviders } from '@site-chrome/runtime';
import { defaultDemoSettings, type DemoSettings } from '@site-chrome/dev/demo';
import { mockServer, renderWithChrome, setUpMockApi } from '@site-chrome/dev/testing';
import { ErrorReports } from './error-reports';
import { errorReportsPath } from './error-reports-query';

setUpMockApi();

const report = (id: number, result: string, uid: string | null) => ({
  id,
  receivedAt: '2026-01-02T03:04:05.000Z',
  eventId: `event-${id}`,
  message: 'cdn access error',
  level: 'error',
  uid,
  url: 'http://localhost:3001/cdn-check/missing-react.js',
  result,
});

/** The panel sits inside the page's providers (theme tokens, the page's query client). */
function renderPanel(settings: DemoSettings = defaultDemoSettings) {
  return renderWithChrome(
    <ChromeProviders>
      <ErrorReports settings={settings} />
    </ChromeProviders>,
  );
}

function collectorHolds(reports: unknown[]) {
  mockServer.use(http.get(`*${errorReportsPath}`, () => HttpResponse.json({ reports })));
}

describe('given the collector holds reports', () => {
  it('lists them newest first with message, result, uid and file', async () => {
    collectorHolds([report(1, 'HTTP 404', '10086001'), report(2, 'network error', null)]);
    renderPanel();

    const table = await screen.findByRole('table', { name: 'Error reports' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['cdn access error', 'network error', '–', 'http://localhost:3001/cdn-check/missing-react.js'],
      ['cdn access error', 'HTTP 404', '10086001', 'http://localhost:3001/cdn-check/missing-react.js'],
    ]);
  });
});

describe('given none yet', () => {
  it('says so, and offers the switches that make the check fail and report every failure', async () => {
    collectorHolds([]);
    renderPanel({ ...defaultDemoSettings, cdnCheckFails: true });

    expect(await screen.findByText(/None received/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'CDN check fails (cdncheck=fail)' })).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Report every CDN failure (cdnsample=1)' }),
    ).not.toBeChecked();
  });
});
