/**
 * The port each remote's Node fragment server listens on by default (issue 33), beside the origin that
 * proxies `/fragment/` to it. Here rather than in the dev kit: the fragment servers are production code and
 * read it too (`FRAGMENT_PORT` overrides it).
 */
export const fragmentServerPorts = { header: 3101, footer: 3102 } as const;
