import { delay, http, HttpResponse } from 'msw';
import { mockServer, requestedUrls, setUpMockApi } from '@site-chrome/dev/testing';
import { fetchManifestWithRetry } from './fetch-manifest-with-retry';

setUpMockApi();

const manifest = { metaData: { name: 'header' }, exposes: [], shared: [] };
// Short enough to keep the suite quick; the real values are in @site-chrome/rules/deadlines.
const timing = { timeoutMs: 1000, retryDelayMs: 20 };

let manifestCounter = 0;
/** A manifest URL answered by `answers` in turn (the last one for every later request). */
function manifestAnswering(...answers: (() => Response | Promise<Response>)[]): string {
  const url = `https://chrome.example.com/header/${++manifestCounter}/mf-manifest.json`;
  let served = 0;
  mockServer.use(http.get(url, () => answers[Math.min(served++, answers.length - 1)]!()));
  return url;
}

const requestsTo = (url: string) => requestedUrls.filter((requested) => requested.href === url).length;

describe('given a manifest that answers at once', () => {
  it('resolves with it after one request', async () => {
    const url = manifestAnswering(() => HttpResponse.json(manifest));

    const response = await fetchManifestWithRetry(url, {}, timing);

    await expect(response.json()).resolves.toEqual(manifest);
    expect(requestsTo(url)).toBe(1);
  });
});

describe('given a manifest that fails once, then answers', () => {
  it.each([
    ['a 503', () => new HttpResponse('Service Unavailable', { status: 503 })],
    ['a network error', () => HttpResponse.error()],
  ])('after %s, retries once and resolves with the second answer', async (_, firstAnswer) => {
    const url = manifestAnswering(firstAnswer, () => HttpResponse.json(manifest));

    const response = await fetchManifestWithRetry(url, {}, timing);

    await expect(response.json()).resolves.toEqual(manifest);
    expect(requestsTo(url)).toBe(2);
  });
});

describe('given a manifest that keeps failing', () => {
  it('after two 5xx, rejects naming the manifest and the status, and asks no third time', async () => {
    const url = manifestAnswering(() => new HttpResponse('Bad Gateway', { status: 502 }));

    await expect(fetchManifestWithRetry(url, {}, timing)).rejects.toThrow(
      `manifest ${url} answered 502, and again on retry`,
    );
    expect(requestsTo(url)).toBe(2);
  });

  it('after two network errors, rejects saying it could not be fetched', async () => {
    const url = manifestAnswering(() => HttpResponse.error());

    await expect(fetchManifestWithRetry(url, {}, timing)).rejects.toThrow(
      new RegExp(`^manifest ${url} could not be fetched \\(.+\\), and again on retry$`),
    );
    expect(requestsTo(url)).toBe(2);
  });

  it('after a 404, rejects at once: the deploy has no such file, asking again changes nothing', async () => {
    const url = manifestAnswering(() => new HttpResponse('Not Found', { status: 404 }));

    await expect(fetchManifestWithRetry(url, {}, timing)).rejects.toThrow(`manifest ${url} answered 404`);
    expect(requestsTo(url)).toBe(1);
  });
});

describe('given a manifest that never answers', () => {
  it('rejects after the time-out without a retry', async () => {
    const url = manifestAnswering(async () => {
      await delay('infinite');
      return HttpResponse.json(manifest);
    });

    await expect(fetchManifestWithRetry(url, {}, timing)).rejects.toThrow(
      `manifest ${url} did not answer within 1000 ms`,
    );
    expect(requestsTo(url)).toBe(1);
  });

  it('when a first try that failed is retried and the retry hangs, rejects as timed out', async () => {
    const url = manifestAnswering(
      async () => {
        await delay(100);
        return new HttpResponse('Service Unavailable', { status: 503 });
      },
      async () => {
        await delay('infinite');
        return HttpResponse.json(manifest);
      },
    );

    await expect(fetchManifestWithRetry(url, {}, timing)).rejects.toThrow('did not answer within 1000 ms');
    expect(requestsTo(url)).toBe(2);
  });
});
