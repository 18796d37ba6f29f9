import { inflateSync } from 'node:zlib';
import { isMockCoinIconPath, mockCoinIconPng } from './mock-coin-icon';

/** Reads the PNG's size and its RGBA pixels back (one IDAT chunk, filter 0 on every row). */
function decode(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idatAt = png.indexOf('IDAT');
  const idat = png.subarray(idatAt + 4, idatAt + 4 + png.readUInt32BE(idatAt - 4));
  const rows = inflateSync(idat);
  const pixel = (x: number, y: number) => {
    const offset = y * (width * 4 + 1) + 1 + x * 4;
    return [...rows.subarray(offset, offset + 4)];
  };
  return { width, height, pixel };
}

describe('mock coin icons', () => {
  it('answers only coin icon PNG paths', () => {
    expect(isMockCoinIconPath('/images/coin_icon/64/btc.png')).toBe(true);
    expect(isMockCoinIconPath('/images/coin_icon/64/btc.svg')).toBe(false);
    expect(isMockCoinIconPath('/images/menu/spot-light.png')).toBe(false);
    expect(isMockCoinIconPath('/images/coin_icon/../secret.png')).toBe(false);
  });

  it('draws a 64 px opaque disc on a transparent square', () => {
    const icon = decode(mockCoinIconPng('/images/coin_icon/64/btc.png'));
    expect([icon.width, icon.height]).toEqual([64, 64]);
    expect(icon.pixel(0, 0)[3]).toBe(0);
    expect(icon.pixel(32, 4)[3]).toBe(255);
    expect(icon.pixel(4, 32)[3]).toBe(255);
  });

  it('gives each coin its own icon, the same one every time', () => {
    const btc = mockCoinIconPng('/images/coin_icon/64/btc.png');
    expect(mockCoinIconPng('/images/coin_icon/64/btc.png')).toEqual(btc);
    expect(mockCoinIconPng('/images/coin_icon/64/eth.png')).not.toEqual(btc);
  });
});
