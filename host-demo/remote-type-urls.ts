/** Environment variable through which the build passes `{ remote: origin }` of freshly built remotes. */
export const remoteTypeOriginsVariable = 'SITE_CHROME_REMOTE_TYPE_ORIGINS';

/**
 * Where the host downloads each remote's generated types (`@mf-types.zip`, `@mf-types.d.ts`) from.
 * Empty when the build did not serve the remotes (e.g. `npm run dev`), then no types are consumed.
 */
export function remoteTypeUrlsFromEnvironment(
  environment: NodeJS.ProcessEnv = process.env,
): Record<string, { alias: string; api: string; zip: string }> {
  const raw = environment[remoteTypeOriginsVariable];
  if (!raw) return {};
  const origins = JSON.parse(raw) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(origins).map(([remote, origin]) => [
      remote,
      { alias: remote, api: `${origin}/@mf-types.d.ts`, zip: `${origin}/@mf-types.zip` },
    ]),
  );
}
