import http from 'node:http';
import { isFragmentBody } from '@site-chrome/runtime/fragment-markup';

export type FetchedFragment = { ok: true } | { ok: false; why: string };

/**
 * One fragment as a page composer takes it (host-demo/server/fetch-fragment.ts, issue 33): within
 * `budgetMs`, headers and body, a 200 that is exactly one fragment of ours for `part`
 * (`isFragmentBody`), else the page goes without it. Plain node:http on loopback.
 */
export function composeFetch(url: string, part: string, budgetMs: number): Promise<FetchedFragment> {
  return new Promise((resolve) => {
    const request = http.get(url, { headers: { accept: 'text/html' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(timer);
        const html = Buffer.concat(chunks).toString('utf8');
        if (response.statusCode !== 200) resolve({ ok: false, why: `answered ${response.statusCode}` });
        else if (!isFragmentBody(html, part)) resolve({ ok: false, why: `not one ${part} fragment` });
        else resolve({ ok: true });
      });
    });
    const timer = setTimeout(() => {
      request.destroy();
      resolve({ ok: false, why: `no answer within ${budgetMs} ms` });
    }, budgetMs);
    request.on('error', (error) => {
      clearTimeout(timer);
      resolve({ ok: false, why: error.message });
    });
  });
}
