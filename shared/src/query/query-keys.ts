/**
 * Every query key on the page comes from here, so two remotes asking for the same data share one
 * cache entry and one request. Per-language data carries the language in its key.
 */
export const chromeQueryKeys = {
  announcements: () => ['announcements'] as const,
};
