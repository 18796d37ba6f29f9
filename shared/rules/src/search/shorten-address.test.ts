import { shortenAddress } from './shorten-address';

describe('shortenAddress', () => {
  it('keeps the first 4 and last 4 characters of a long address', () => {
    expect(shortenAddress('0x1234567890abcdef')).toBe('0x12...cdef');
    expect(shortenAddress('123456789')).toBe('1234...6789');
  });

  it('leaves 8 characters or fewer unchanged', () => {
    expect(shortenAddress('12345678')).toBe('12345678');
    expect(shortenAddress('abc')).toBe('abc');
  });

  it('turns a missing address into an empty string', () => {
    expect(shortenAddress(undefined)).toBe('');
    expect(shortenAddress(null)).toBe('');
  });
});
