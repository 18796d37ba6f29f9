import Negotiator from 'negotiator';

/** The encodings the build writes copies for, best first (webpack/src/compression-plugins.ts). */
const copyEncodings = ['br', 'gzip'];

/**
 * Which of the build's precompressed copies the client's `Accept-Encoding` lets us send, in the order to
 * try them: negotiator reads the header (q-values, `*`, `q=0` refusals; brotli wins a tie), and sirv then
 * sends the first copy that exists. sirv itself only looks for the substrings "br" and "gzip" and always
 * tries brotli first, so where the client rates gzip higher, gzip is all it is offered.
 */
export function acceptedCopies(acceptEncoding: string | string[] | undefined): string[] {
  const accepted = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encodings(
    copyEncodings,
    { preferred: copyEncodings },
  );
  return accepted[0] === 'gzip' ? ['gzip'] : accepted;
}
