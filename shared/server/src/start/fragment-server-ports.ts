/**
 * The ports of each remote's Node fragment server processes (issue 33, issue 40), beside the origin that
 * proxies `/fragment/` to them. The first is where a lone server listens by default (`FRAGMENT_PORT` overrides
 * it); `npm start` and `npm run serve:nginx` run one process on each, so a process that dies or sheds has a
 * sibling the origin tries next. Here rather than in the dev kit: the fragment servers are production code
 * and read it too.
 */
export const fragmentServerPorts = { header: [3101, 3103], footer: [3102, 3104] } as const;
