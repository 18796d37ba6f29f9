let drawing = false;

/** Called once by a fragment server as it starts (`src/server/parts.ts`): the header is drawn for a server. */
export function markFragmentServer(): void {
  drawing = true;
}

/**
 * Whether this process draws fragments: what only the server's markup holds (before-hydration fallbacks
 * the browser keeps untouched) is drawn there alone. Never in a browser bundle's page.
 */
export function isFragmentServer(): boolean {
  return drawing;
}
