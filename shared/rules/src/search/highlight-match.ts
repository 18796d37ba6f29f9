import { normalizeQuery } from './query-matcher';

/** A piece of shown text, marked when it is what the reader typed. */
export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * Splits `text` around the first case-insensitive occurrence of the query, so a result can mark what
 * matched. A pair typed the way the server writes it ("btc_usdt") also marks the pair as shown
 * ("BTC/USDT"). No match, or a blank query, gives the text unmarked.
 */
export function highlightMatch(text: string, query: string): TextPart[] {
  const needle = normalizeQuery(query).toLowerCase();
  if (needle === '' || text === '') return [{ text, match: false }];
  const haystack = text.toLowerCase();
  let start = haystack.indexOf(needle);
  if (start === -1 && needle.includes('_')) start = haystack.indexOf(needle.replaceAll('_', '/'));
  if (start === -1) return [{ text, match: false }];
  const end = start + needle.length;
  return [
    { text: text.slice(0, start), match: false },
    { text: text.slice(start, end), match: true },
    { text: text.slice(end), match: false },
  ].filter((part) => part.text !== '');
}
