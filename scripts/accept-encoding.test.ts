/** @jest-environment node */
import { chooseEncoding } from './accept-encoding';

const both = ['br', 'gzip'] as const;

describe('choosing a precompressed copy from Accept-Encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', both, 'br'],
    ['br', both, 'br'],
    ['gzip', both, 'gzip'],
    ['GZIP;Q=0.5', both, 'gzip'],
    ['br;q=0.2, gzip;q=0.8', both, 'gzip'],
    ['br;q=0, gzip', both, 'gzip'],
    ['*', both, 'br'],
    ['*;q=0.5, br;q=0', both, 'gzip'],
    ['gzip, br', ['gzip'] as const, 'gzip'],
  ])('"%s" with copies %j sends %s', (header, available, expected) => {
    expect(chooseEncoding(header, available)).toBe(expected);
  });

  it.each([
    [undefined, both],
    ['', both],
    ['identity', both],
    ['br;q=0, gzip;q=0', both],
    ['*;q=0', both],
    ['deflate', both],
    ['br, gzip', [] as const],
    ['br;q=abc', ['br'] as const],
  ])('"%s" with copies %j sends the file as it is', (header, available) => {
    expect(chooseEncoding(header, available)).toBeUndefined();
  });
});
