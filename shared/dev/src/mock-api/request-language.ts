import { readFixtureLanguage, type FixtureLanguage } from '../testing/fixtures/localised';
import type { MockRequest } from './mock-types';
import { readHeader } from './request-context';

// Apart from request-context.ts, which the demo page imports for its cookie names: the translations stay
// out of the page's bundle.
/**
 * The reader's language: the `lang` query the menu and footer calls send, else the `X-Gate-AppLang` header
 * every call sends (a server code: cn, tw, pt-PT, pt-BR ...); English when neither names one of the 14.
 */
export function readLanguage(
  request: MockRequest,
  query: Readonly<Record<string, string | undefined>>,
): FixtureLanguage {
  return readFixtureLanguage(query.lang ?? readHeader(request.headers, 'x-gate-applang'));
}
