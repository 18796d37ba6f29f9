/** The encodings the build writes copies for, best first (webpack/src/compression-plugins.ts). */
export const precompressedEncodings = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
] as const;

export type PrecompressedEncoding = (typeof precompressedEncodings)[number]['encoding'];

/**
 * The q-value the client gives `encoding` in an `Accept-Encoding` header (RFC 9110 §12.5.3):
 * names are case-insensitive, `*` covers encodings not named, a missing q means 1, and `q=0` refuses.
 */
function qualityOf(header: string, encoding: string): number {
  let wildcard: number | undefined;
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const qParameter = parameters.find((parameter) => /^q=/i.test(parameter));
    const parsed = qParameter ? Number(qParameter.slice(2)) : 1;
    const quality = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
    if (name.toLowerCase() === encoding) return quality;
    if (name === '*') wildcard = quality;
  }
  return wildcard ?? 0;
}

/**
 * The precompressed encoding to send, of those `available` for the file: the one the client rates
 * highest, brotli on a tie. Undefined means send the file as it is.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: readonly PrecompressedEncoding[],
): PrecompressedEncoding | undefined {
  if (!acceptEncoding) return undefined;
  let best: { encoding: PrecompressedEncoding; quality: number } | undefined;
  for (const { encoding } of precompressedEncodings) {
    if (!available.includes(encoding)) continue;
    const quality = qualityOf(acceptEncoding, encoding);
    if (quality > 0 && (!best || quality > best.quality)) best = { encoding, quality };
  }
  return best?.encoding;
}
