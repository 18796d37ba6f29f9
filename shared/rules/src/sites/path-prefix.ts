import type { SiteDefinition } from './site-table';

/** The one language a language URL adds nothing for, whatever the sub-site (header spec section 2). */
const unprefixedLanguage = 'en';

/** One or more `/segment`s of letters, digits, `-` and `_`; '' is the bare host. */
const safePrefix = /^(?:\/[A-Za-z0-9_-]+)*$/;

/**
 * A `lang_prefix` the server sent, made safe to put before a path: '' or `/segment[/segment]`, with a
 * trailing slash dropped. Anything else (`//evil.example`, `javascript:`, `/a b`) is `null`, meaning
 * "not usable", so the computed rule below is used instead of a link that leaves the site.
 */
export function readServerPathPrefix(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const trimmed = raw.trim().replace(/\/+$/, '');
  return safePrefix.test(trimmed) ? trimmed : null;
}

/**
 * The prefix every in-site link carries (header spec section 2, "{prefix}"). Common data's `lang_prefix`
 * decides when the server sent a usable one, because only the server knows how this host routes languages;
 * until it answers (or when it fails) the spec's language-URL rule does (header spec section 2, "Language
 * URLs: base path plus /{lang} (nothing added for en)"): the sub-site's base path, then `/{language}`
 * for every language but English, on every sub-site (English on the Turkish site is `/trade/BTC_TRY`,
 * Turkish there `/tr/trade/BTC_TRY`), so a path without a language segment always means English.
 */
export function sitePathPrefix(
  site: Pick<SiteDefinition, 'languagePrefix'>,
  language: string,
  serverPrefix: string | null = null,
): string {
  if (serverPrefix !== null) return serverPrefix;
  const normalised = language.trim().toLowerCase();
  if (normalised === '' || normalised === unprefixedLanguage) return site.languagePrefix;
  return `${site.languagePrefix}/${normalised}`;
}

/** `prefix` + `path`: `('/de', '/price')` -> `/de/price`; the home page is the bare prefix (`/de`). */
export function withPathPrefix(prefix: string, path: string): string {
  const normalisedPath = path.startsWith('/') ? path : `/${path}`;
  if (prefix === '') return normalisedPath;
  if (normalisedPath === '/') return prefix;
  // A query or fragment straight after the home page stays on it: '/?x' -> '/de?x'.
  return /^\/[?#]/.test(normalisedPath)
    ? `${prefix}${normalisedPath.slice(1)}`
    : `${prefix}${normalisedPath}`;
}
