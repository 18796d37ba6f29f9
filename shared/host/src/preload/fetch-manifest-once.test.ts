import { http, HttpResponse } from 'msw';
import { mockServer, requestedUrls, setUpMockApi } from '@site-chrome/dev/testing';
import { fetchManifestOnce } from './fetch-manifest-once';

setUpMockApi();

const manifest = { metaData: { name: 'footer' }, exposes: [], shared: [] };
const origin = 'https://chrome.example.com';
const requestsTo = (url: string) => requestedUrls.filter((requested) => requested.href === url).length;

describe('given the preloader and the runtime ask for the same manifest', () => {
  it('makes one request and gives each its own readable copy', async () => {
    const url = `${origin}/footer/shared/mf-manifest.json`;
    mockServer.use(http.get(url, () => HttpResponse.json(manifest)));

    const [preloaderCopy, runtimeCopy] = await Promise.all([
      fetchManifestOnce(url),
      fetchManifestOnce(url, {}),
    ]);

    await expect(preloaderCopy.json()).resolves.toEqual(manifest);
    await expect(runtimeCopy.json()).resolves.toEqual(manifest);
    expect(requestsTo(url)).toBe(1);
  });
});

describe('given a manifest whose origin refuses connections', () => {
  it('gives a later caller the same failure instead of trying twice more', async () => {
    const url = `${origin}/footer/refused/mf-manifest.json`;
    mockServer.use(http.get(url, () => HttpResponse.error()));

    await expect(fetchManifestOnce(url)).rejects.toThrow(`manifest ${url} could not be fetched`);
    await expect(fetchManifestOnce(url, {})).rejects.toThrow(`manifest ${url} could not be fetched`);
    // The first caller's try and its one retry; the second caller asked nothing.
    expect(requestsTo(url)).toBe(2);
  });
});
