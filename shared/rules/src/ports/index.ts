/**
 * `@site-chrome/rules/ports`: the one table of where each app of the site chrome listens on a developer's
 * machine and in the tests (ARCHITECTURE "Local ports"): `npm start`, `npm run dev`, `npm run serve:nginx`,
 * the e2e suites, the demo page's runtime map and the fragment servers' defaults all read it. Data only, no
 * Node: the demo page's bundle reads it too. A production page finds remotes through its runtime map and a
 * deployed fragment server through `FRAGMENT_PORT`, never through this table.
 */

/** The browser origins: the demo page (with the mock API and the error collector) and each remote. */
export const appPorts = {
  host: 3000,
  header: 3001,
  footer: 3002,
  search: 3003,
} as const;

/**
 * The remotes' Node fragment server processes (issue 33), two of each (issue 40) behind their origin's
 * `/fragment/`, so a process that dies or sheds has a sibling the origin tries next. The first is where a lone
 * server listens by default (`FRAGMENT_PORT` overrides it). Only the header and the footer render on the server.
 */
export const fragmentServerPorts = {
  header: [3101, 3103],
  footer: [3102, 3104],
} as const;

/**
 * The mock exchange API and error collector alone, on loopback, where `deploy/nginx.conf` proxies `/api/`
 * (`npm run serve:nginx`). Everywhere else the demo page's origin answers the API itself.
 */
export const nginxApiPort = 3010;
