import { pageEncoding } from './compressed-page';

describe('pageEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['BR;q=0.5, gzip', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br; q=0.0, gzip;q=0', undefined],
    ['identity', undefined],
    [undefined, undefined],
  ])('for Accept-Encoding %p: %p', (header, encoding) => {
    expect(pageEncoding(header)).toBe(encoding);
  });
});
