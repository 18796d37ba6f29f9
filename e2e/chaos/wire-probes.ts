import type { Page, Request } from '@playwright/test';

/*
 * What the requests suite reads off the wire: every request with the headers the browser really sent
 * (cookies included), the Set-Cookie lines that came back, and every `document.cookie` assignment the page made.
 */

export interface SeenRequest {
  method: string;
  url: string;
  origin: string;
  resourceType: string;
  /** Lower-case names, as sent (Chromium reports the Cookie header it added). */
  headers: Record<string, string>;
  /** Each Set-Cookie line of the answer, if one came. */
  setCookies: string[];
}

/** Records every request that finishes or fails from now on; `settled()` waits for their headers. */
export function recordRequests(page: Page): { settled: () => Promise<SeenRequest[]> } {
  const seen: Promise<SeenRequest>[] = [];
  const record = (request: Request) => {
    seen.push(
      (async () => {
        const response = await request.response().catch(() => null);
        const setCookies = response
          ? (await response.headersArray())
              .filter((header) => header.name.toLowerCase() === 'set-cookie')
              .map((header) => header.value)
          : [];
        return {
          method: request.method(),
          url: request.url(),
          origin: new URL(request.url()).origin,
          resourceType: request.resourceType(),
          headers: await request.allHeaders(),
          setCookies,
        };
      })(),
    );
  };
  page.on('requestfinished', record);
  page.on('requestfailed', record);
  return { settled: () => Promise.all(seen) };
}

declare global {
  interface Window {
    /** Every string assigned to `document.cookie`, in order (installCookieWriteProbe). */
    cookieWrites?: string[];
  }
}

/** Wraps the `document.cookie` setter before any page script runs, keeping each string assigned. */
export async function installCookieWriteProbe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    if (!cookie?.get || !cookie.set) return;
    const { get, set } = cookie;
    const writes: string[] = [];
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get() {
        return get.call(this) as string;
      },
      set(value: unknown) {
        writes.push(String(value));
        set.call(this, value);
      },
    });
    Object.defineProperty(window, 'cookieWrites', { value: writes });
  });
}

export const cookieWrites = (page: Page): Promise<string[]> => page.evaluate(() => window.cookieWrites ?? []);

/** The attributes of one `name=value; attr; attr=value` cookie string, by lower-case name. */
export function cookieAttributes(cookieString: string): { name: string; attributes: Map<string, string> } {
  const [pair = '', ...attributes] = cookieString.split(';').map((part) => part.trim());
  return {
    name: pair.slice(0, pair.indexOf('=')),
    attributes: new Map(
      attributes.map((attribute) => {
        const separator = attribute.indexOf('=');
        return separator < 0
          ? [attribute.toLowerCase(), '']
          : [attribute.slice(0, separator).toLowerCase(), attribute.slice(separator + 1)];
      }),
    ),
  };
}
