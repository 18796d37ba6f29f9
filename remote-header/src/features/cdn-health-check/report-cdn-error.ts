import type * as SentryBrowser from '@sentry/browser';
import type { CdnProblem } from './fetch-from-cdn';

/** The message of the report (footer spec section 8). */
const cdnAccessErrorMessage = 'cdn access error';

/** How long the report may take to leave before the client closes. */
const sendTimeoutMs = 5000;

/** The parts of `@sentry/browser` the report uses; the SDK is fetched only when a report is due. */
export type ReportingSdk = Pick<
  typeof SentryBrowser,
  'BrowserClient' | 'Scope' | 'defaultStackParser' | 'makeFetchTransport'
>;

export interface CdnErrorReport {
  dsn: string;
  /** The share of failures reported, kept on the event so counts can be scaled up. */
  sampleRate: number;
  /** The file that failed. */
  url: string;
  problem: CdnProblem;
  /** The `uid` cookie, when the reader has one. */
  uid: string | undefined;
}

/**
 * Sends one "cdn access error" event to the error-reporting service (Sentry's protocol) and closes the client.
 * A client of its own, not `Sentry.init`: init would hook the host page's global error handlers, console and
 * fetch, which belong to the host. No integrations, no client reports: this event and nothing else leaves.
 */
export async function reportCdnError(sdk: ReportingSdk, report: CdnErrorReport): Promise<void> {
  const { BrowserClient, Scope, defaultStackParser, makeFetchTransport } = sdk;
  const client = new BrowserClient({
    dsn: report.dsn,
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
    integrations: [],
    sendClientReports: false,
  });
  const scope = new Scope();
  scope.setClient(client);
  client.init();
  if (report.uid) scope.setUser({ id: report.uid });
  const result = 'status' in report.problem ? `HTTP ${report.problem.status}` : report.problem.reason;
  scope.setTag('cdn.result', result);
  scope.setExtras({ url: report.url, ...report.problem, sampleRate: report.sampleRate });
  scope.captureMessage(cdnAccessErrorMessage, 'error');
  await client.close(sendTimeoutMs);
}
