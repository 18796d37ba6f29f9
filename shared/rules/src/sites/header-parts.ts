/** Header parts a host page may hide per variant (header spec section 6). */
export const headerParts = [
  'notification',
  'download',
  'register',
  'language',
  'theme',
  'settings',
  'search',
  'logout',
  'personalInfo',
  'avatar',
  'multipleOrder',
  'spotOrder',
  'loginSignup',
  'exchangeRate',
  'payWith',
  'trade',
  'rewardsHubCard',
] as const;

export type HeaderPart = (typeof headerParts)[number];

/** Testnet (demo trading) has no search, sign-up, logout or spot orders of its own. */
export const testnetHiddenHeaderParts: readonly HeaderPart[] = ['search', 'register', 'logout', 'spotOrder'];
