/**
 * Prefixes a site path with the language segment (header spec section 2: "base path plus /{lang},
 * nothing added for en"), so every link the chrome renders keeps the reader in their language.
 */
export function localisedPath(language: string, path: string): string {
  const normalisedPath = path.startsWith('/') ? path : `/${path}`;
  if (language === 'en') return normalisedPath;
  return normalisedPath === '/' ? `/${language}` : `/${language}${normalisedPath}`;
}
