/*
 * Test support, not shipped: the mock API's answers with every URL field (and every server value a path
 * is built from) replaced by the known hostile link vectors, in turn, so a page rendered from them meets
 * each vector in many places. Titles, codes and ids are left alone so the menus and lists still render.
 */
import { linkVectors } from './link-vectors';

/** Fields whose value becomes an href or src as it is. */
const linkFields = new Set([
  'jump_url',
  'light_image',
  'dark_image',
  'light_icon',
  'dark_icon',
  'link',
  'icon',
  'chain_icon',
  'icon_url_64',
  'user_avatar',
  'url',
  'web_url',
]);

/** Fields a path is built from (`/pilot/{seo_path}`, `/startup/{startup_id}`, ...). */
const pathPartFields = new Set(['seo_path', 'startup_id', 'stream_id']);

const spotIconPosition = 13;
const spotRowLength = 15;

export interface HostileAnswerOptions {
  /** The values put in turn into the fields. Default: every known link vector. */
  values?: readonly string[];
}

/** A copy of `body` with its URL fields holding hostile values, in turn. */
export function withHostileLinks(body: unknown, { values }: HostileAnswerOptions = {}): unknown {
  const pool = values ?? linkVectors.map((vector) => vector.value);
  let next = 0;
  const take = () => pool[next++ % pool.length] as string;

  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      // A positional spot row: its icon is at position 13.
      if (
        value.length === spotRowLength &&
        value.every((cell) => typeof cell !== 'object' || cell === null)
      ) {
        return value.map((cell, index) => (index === spotIconPosition ? take() : cell));
      }
      return value.map(rewrite);
    }
    if (typeof value !== 'object' || value === null) return value;
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      copy[key] = linkFields.has(key) || pathPartFields.has(key) ? take() : rewrite(item);
    }
    return copy;
  };
  return rewrite(body);
}
