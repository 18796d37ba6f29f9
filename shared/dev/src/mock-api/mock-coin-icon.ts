import { deflateSync } from 'node:zlib';
import { mockImagePalette, mockNameHash } from './mock-images';

/*
 * The mock exchange's coin icons (`/images/coin_icon/64/btc.png`). The real exchange serves these as PNG
 * from its image CDN, and the market lists draw dozens of them per scroll, so the demo answers with real
 * PNGs too: a disc in the coin's colour with a symmetric 5x5 pattern of its name. An SVG in their place
 * costs the browser a document per icon and skewed the market-panel benchmark (issue 9).
 */

const coinIconPrefix = '/images/coin_icon/';
const size = 64;

export function isMockCoinIconPath(path: string): boolean {
  return path.startsWith(coinIconPrefix) && path.endsWith('.png') && !path.includes('..');
}

const crcTable = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Encodes RGBA pixels (row by row, `size` x `size`) as a PNG. */
function encodePng(pixels: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, deflate, no filter method, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The coin's icon: a disc in a colour of its name, with a pattern of its name in white cells. */
export function mockCoinIconPng(path: string): Buffer {
  const name = (path.split('/').pop() ?? '').replace(/\.png$/, '').toLowerCase();
  const hash = mockNameHash(name);
  const colour = mockImagePalette[hash % mockImagePalette.length] ?? '#2354e6';
  const [red, green, blue] = [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16));
  const cell = 8;
  const gridStart = (size - 5 * cell) / 2;
  const pixels = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const dx = x + 0.5 - size / 2;
      const dy = y + 0.5 - size / 2;
      // Soft edge over one pixel so the disc is not jagged.
      const coverage = Math.min(Math.max(size / 2 - Math.hypot(dx, dy), 0), 1);
      if (coverage === 0) continue;
      const column = Math.floor((x - gridStart) / cell);
      const row = Math.floor((y - gridStart) / cell);
      const inGrid = column >= 0 && column < 5 && row >= 0 && row < 5;
      // Mirrored left to right: columns 0-2 carry the bits, 3 and 4 repeat 1 and 0.
      const bit = inGrid && (hash >>> (3 + row * 3 + Math.min(column, 4 - column))) & 1;
      const offset = (y * size + x) * 4;
      pixels.set(bit ? [255, 255, 255] : [red ?? 0, green ?? 0, blue ?? 0], offset);
      pixels[offset + 3] = Math.round(coverage * 255);
    }
  }
  return encodePng(pixels);
}
