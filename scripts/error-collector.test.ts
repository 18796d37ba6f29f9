/** @jest-environment node */
import { createErrorCollector, parseEnvelope, type ErrorCollector } from './error-collector';
import { startStaticServer, type RunningServer } from './static-server';
import os from 'node:os';

/** An envelope as the Sentry browser SDK sends one `captureMessage` event. */
function eventEnvelope(event: Record<string, unknown>): string {
  return [
    JSON.stringify({
      event_id: event.event_id,
      sent_at: '2025-01-01T00:00:00.000Z',
      dsn: 'http://demo@localhost:3000/1',
    }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify(event),
  ].join('\n');
}

const cdnEvent = {
  event_id: '0123456789abcdef0123456789abcdef',
  message: 'cdn access error',
  level: 'error',
  user: { id: '10086001' },
  tags: { 'cdn.result': 'HTTP 404' },
  extra: { url: 'http://localhost:3001/cdn-check/missing-react.js', status: 404, sampleRate: 1 },
};

const envelopePath =
  '/api/1/envelope/?sentry_version=7&sentry_key=demo&sentry_client=sentry.javascript.browser%2F11.12.0';

let collector: ErrorCollector;
let server: RunningServer;

beforeEach(async () => {
  collector = createErrorCollector({ limit: 3, maxBodyBytes: 4096 });
  server = await startStaticServer({
    root: os.tmpdir(),
    port: 0,
    label: 'demo host',
    handler: collector.handle,
  });
});

afterEach(() => server.close());

// Real HTTP round trips to the local test server.
const post = (path: string, body: string) =>
  globalThis.fetch(`${server.origin}${path}`, { method: 'POST', body });

async function listedReports() {
  const response = await globalThis.fetch(`${server.origin}/demo/error-reports`);
  return ((await response.json()) as { reports: unknown[] }).reports;
}

describe('given the envelope the SDK sends for a DSN on the host origin', () => {
  it('answers 200 {} and lists the event with its message, uid, file and result', async () => {
    const response = await post(envelopePath, eventEnvelope(cdnEvent));

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(await listedReports()).toEqual([
      {
        id: 1,
        receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        eventId: cdnEvent.event_id,
        message: 'cdn access error',
        level: 'error',
        uid: '10086001',
        url: 'http://localhost:3001/cdn-check/missing-react.js',
        result: 'HTTP 404',
      },
    ]);
  });

  it('lists an event from a reader without a uid with none', async () => {
    await post(envelopePath, eventEnvelope({ ...cdnEvent, user: undefined }));

    expect(await listedReports()).toEqual([expect.objectContaining({ uid: null })]);
  });

  it('keeps only the newest reports, numbered in the order they came', async () => {
    for (const result of ['HTTP 404', 'HTTP 500', 'network error', 'timeout']) {
      await post(envelopePath, eventEnvelope({ ...cdnEvent, tags: { 'cdn.result': result } }));
    }

    expect(await listedReports()).toEqual([
      expect.objectContaining({ id: 2, result: 'HTTP 500' }),
      expect.objectContaining({ id: 3, result: 'network error' }),
      expect.objectContaining({ id: 4, result: 'timeout' }),
    ]);
  });

  it('accepts items that are not events (client reports) without listing them', async () => {
    const clientReport = [
      JSON.stringify({ sent_at: '2025-01-01T00:00:00.000Z' }),
      JSON.stringify({ type: 'client_report' }),
      JSON.stringify({ timestamp: 1, discarded_events: [] }),
    ].join('\n');

    expect((await post(envelopePath, clientReport)).status).toBe(200);
    expect(await listedReports()).toEqual([]);
  });
});

describe('given a request that is not a report', () => {
  it('refuses a body that is not an envelope with 400', async () => {
    expect((await post(envelopePath, 'not json')).status).toBe(400);
    expect(await listedReports()).toEqual([]);
  });

  it('refuses an envelope larger than the limit with 413', async () => {
    const huge = eventEnvelope({ ...cdnEvent, extra: { padding: 'x'.repeat(8000) } });

    expect((await post(envelopePath, huge)).status).toBe(413);
    expect(await listedReports()).toEqual([]);
  });

  it('leaves other paths and methods to the next handler', async () => {
    expect((await globalThis.fetch(`${server.origin}/api/1/envelope/`)).status).toBe(404);
    expect((await post('/api/web/v1/site/commonData', '{}')).status).toBe(405);
  });
});

describe('parseEnvelope', () => {
  it('reads an item whose header gives its length, even with a newline inside', () => {
    const payload = '{"a":"line\\nbreak"}\n';
    const body = Buffer.from(
      `{"event_id":"1"}\n{"type":"attachment","length":${Buffer.byteLength(payload)}}\n${payload}\n{"type":"event"}\n{"message":"x"}`,
    );

    const { header, items } = parseEnvelope(body);

    expect(header).toEqual({ event_id: '1' });
    expect(items.map((item) => item.header.type)).toEqual(['attachment', 'event']);
    expect(items[0]?.payload.toString()).toBe(payload);
    expect(JSON.parse(items[1]?.payload.toString() ?? '')).toEqual({ message: 'x' });
  });
});
