import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The demo host's stand-in for the error-reporting service: it takes the envelopes the Sentry SDK sends for
 * a DSN on the host origin (`http://<key>@localhost:3000/<project>` posts to `/api/<project>/envelope/`),
 * keeps the last reports in memory and lists them at `GET /demo/error-reports` for the control panel and the
 * browser tests. Any key and project are accepted: it is a local collector, not a service.
 */

/** One event as the control panel lists it. */
interface ErrorReport {
  /** Counts up from 1 for the life of the server, so a reader can tell new reports from old ones. */
  id: number;
  /** When the collector received it (ISO 8601). */
  receivedAt: string;
  eventId: string;
  message: string;
  level: string;
  /** `user.id` of the event: the reader's uid cookie, if any. */
  uid: string | null;
  /** `extra.url`: the file the CDN health check fetched. */
  url: string | null;
  /** `tags["cdn.result"]`: the status or failure, e.g. "HTTP 404". */
  result: string | null;
}

export interface ErrorCollectorOptions {
  /** Reports kept; older ones are dropped. Default 50. */
  limit?: number;
  /** Largest envelope accepted, in bytes. Default 256 KiB (one event is about 1 KiB). */
  maxBodyBytes?: number;
}

export interface ErrorCollector {
  /** A static-server request handler: true when it answered. */
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;
  /** The kept reports, oldest first. */
  reports: () => ErrorReport[];
}

const errorReportsPath = '/demo/error-reports';
const envelopePathPattern = /^\/api\/\d+\/envelope\/?$/;

interface EnvelopeItem {
  header: Record<string, unknown>;
  payload: Buffer;
}

const newline = 0x0a;

function parseJsonObject(bytes: Buffer): Record<string, unknown> {
  const value: unknown = JSON.parse(bytes.toString('utf8'));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('expected a JSON object');
  }
  return value as Record<string, unknown>;
}

/**
 * Splits a Sentry envelope: a header line, then per item a header line and a payload that is either
 * `length` bytes (when the item header says) or the rest of the line. Throws on anything else.
 */
export function parseEnvelope(body: Buffer): { header: Record<string, unknown>; items: EnvelopeItem[] } {
  let offset = 0;
  const readLine = (): Buffer => {
    const end = body.indexOf(newline, offset);
    const line = body.subarray(offset, end === -1 ? body.length : end);
    offset = end === -1 ? body.length : end + 1;
    return line;
  };
  const header = parseJsonObject(readLine());
  const items: EnvelopeItem[] = [];
  while (offset < body.length) {
    const itemHeaderLine = readLine();
    if (itemHeaderLine.length === 0) continue;
    const itemHeader = parseJsonObject(itemHeaderLine);
    const length = itemHeader.length;
    let payload: Buffer;
    if (typeof length === 'number') {
      payload = body.subarray(offset, offset + length);
      offset += length + 1;
    } else {
      payload = readLine();
    }
    items.push({ header: itemHeader, payload });
  }
  return { header, items };
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** The fields the control panel shows, from one event payload. */
function toReport(event: Record<string, unknown>, id: number, receivedAt: Date): ErrorReport {
  const logentry = record(event.logentry);
  return {
    id,
    receivedAt: receivedAt.toISOString(),
    eventId: text(event.event_id) ?? '',
    message: text(event.message) ?? text(logentry.message) ?? '',
    level: text(event.level) ?? 'error',
    uid: text(record(event.user).id),
    url: text(record(event.extra).url),
    result: text(record(event.tags)['cdn.result']),
  };
}

function readBody(request: IncomingMessage, maxBytes: number): Promise<Buffer | 'too large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > maxBytes ? 'too large' : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

export function createErrorCollector({
  limit = 50,
  maxBodyBytes = 256 * 1024,
}: ErrorCollectorOptions = {}): ErrorCollector {
  const kept: ErrorReport[] = [];
  let lastId = 0;

  async function receiveEnvelope(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request, maxBodyBytes);
    if (body === 'too large') return sendJson(response, 413, { detail: 'envelope too large' });
    let items: EnvelopeItem[];
    try {
      ({ items } = parseEnvelope(body));
    } catch (error) {
      return sendJson(response, 400, { detail: `not an envelope: ${(error as Error).message}` });
    }
    const receivedAt = new Date();
    for (const item of items) {
      // Sessions, client reports and the like are accepted and dropped: the panel lists events.
      if (item.header.type !== 'event') continue;
      try {
        kept.push(toReport(parseJsonObject(item.payload), ++lastId, receivedAt));
      } catch {
        // An event that is not JSON is dropped; the rest of the envelope still counts.
      }
    }
    kept.splice(0, Math.max(0, kept.length - limit));
    // What the service answers: the SDK reads only the status and the rate-limit headers.
    sendJson(response, 200, {});
  }

  return {
    reports: () => [...kept],
    async handle(request, response) {
      const { pathname } = new URL(request.url ?? '/', 'http://collector.local');
      if (request.method === 'POST' && envelopePathPattern.test(pathname)) {
        await receiveEnvelope(request, response);
        return true;
      }
      if (pathname === errorReportsPath && (request.method === 'GET' || request.method === 'HEAD')) {
        sendJson(response, 200, { reports: kept });
        return true;
      }
      return false;
    },
  };
}
