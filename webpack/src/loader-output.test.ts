import { isLoaderOutputFile } from './loader-output';

describe('given the files in the header\u2019s dist/', () => {
  it.each([
    'loader.js',
    'loader.js.map',
    'loader.js.gz',
    'loader',
    'loader/46.a62ee564da92.js',
    'loader\\46.js',
  ])('counts %s as the loader build\u2019s', (file) => {
    expect(isLoaderOutputFile(file)).toBe(true);
  });

  it.each([
    'remoteEntry.js',
    'mf-manifest.json',
    'index.html',
    '@mf-types.zip',
    'loaders.js',
    'assets/loader.svg',
  ])('counts %s as the header build\u2019s', (file) => {
    expect(isLoaderOutputFile(file)).toBe(false);
  });
});
