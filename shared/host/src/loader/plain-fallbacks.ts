import { signupPath } from '@site-chrome/rules/account-links';
import { fallbackLegalLinks } from '@site-chrome/rules/legal-links';
import type { ChromePart } from './chrome-parts';

/*
 * What a plain page shows where a part could not be loaded: plain links, no React, no styles beyond the
 * page's own. Built with DOM calls (never HTML strings) so nothing in the props can inject markup, and
 * free of shared imports (the legal links and the Sign Up rule are bundled) so it works even when nothing
 * else of the site chrome arrived. English only: the translations live in the remotes, as in the demo host's fallbacks.
 */

interface PlainLink {
  label: string;
  path: string;
}

/** Log In, and Sign Up bringing the reader back to this page (header spec section 2). */
function headerLinks(language: string, pagePath: string): PlainLink[] {
  return [
    { label: 'Log In', path: '/login' },
    { label: 'Sign Up', path: signupPath(localised(language, pagePath)) },
  ];
}

/**
 * The main site's case of `sitePathPrefix` in @site-chrome/runtime (no segment for English), which may not be
 * loaded here: this fallback draws only when the remote is dead, so it keeps the reader in their language
 * without the sub-site table.
 */
function localised(language: string, path: string): string {
  if (language === 'en') return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

function languageOf(props: unknown): string {
  const language = (props as { language?: unknown } | undefined)?.language;
  return typeof language === 'string' && /^[a-z]{2}(-[a-z]{2})?$/.test(language) ? language : 'en';
}

/** The page's path from the props when it is a same-origin path (never `//host`), else the home page. */
function pagePathOf(props: unknown): string {
  const path = (props as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' && /^\/(?![/\\])/.test(path) ? path : '/';
}

function link(language: string, { label, path }: PlainLink, attributes: Record<string, string> = {}) {
  const anchor = document.createElement('a');
  anchor.href = localised(language, path);
  anchor.textContent = label;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  return anchor;
}

function region(tag: 'header' | 'footer' | 'section', part: ChromePart, children: Node[]) {
  const root = document.createElement(tag);
  root.setAttribute('data-fallback', part);
  root.append(...children);
  return root;
}

function headerFallback(language: string, pagePath: string) {
  const navigation = document.createElement('nav');
  navigation.setAttribute('aria-label', 'Main');
  navigation.append(
    link(language, { label: 'Exchange', path: '/' }, { 'aria-label': 'Exchange home' }),
    ...headerLinks(language, pagePath).map((entry) => link(language, entry)),
  );
  return region('header', 'header', [navigation]);
}

function footerFallback(language: string) {
  const copyright = document.createElement('span');
  copyright.textContent = `\u00a9 2013\u2013${new Date().getFullYear()} Exchange. All rights reserved.`;
  return region('footer', 'footer', [...fallbackLegalLinks.map((entry) => link(language, entry)), copyright]);
}

function searchFallback(language: string) {
  const text = document.createElement('p');
  text.append(
    'Search is unavailable right now. ',
    link(language, { label: 'Browse all markets', path: '/price' }),
  );
  const section = region('section', 'search', [text]);
  section.setAttribute('aria-label', 'Aggregated search');
  return section;
}

/**
 * Replaces the element's content with the part's plain fallback: the header's logo link and Log In /
 * Sign Up, the footer's legal links, the search's "Browse all markets". A missing announcement bar
 * leaves its element empty: no announcement is the honest fallback.
 */
export function renderPlainFallback(part: ChromePart, element: Element, props: unknown): void {
  const language = languageOf(props);
  switch (part) {
    case 'header':
      element.replaceChildren(headerFallback(language, pagePathOf(props)));
      return;
    case 'footer':
      element.replaceChildren(footerFallback(language));
      return;
    case 'search':
      element.replaceChildren(searchFallback(language));
      return;
    case 'announcement-bar':
      element.replaceChildren();
      return;
  }
}
