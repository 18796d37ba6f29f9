/**
 * The loopback ports of the attack and overload cases (issue 40), clear of the demo's (3000-3003, 3010,
 * 3101-3102 and the second fragment processes') and of the issue-33 cases' (3010, 3101, 3111), so the bench
 * can run beside `npm start`.
 */
export const benchPorts = {
  api: 4610,
  /** The fragment server the Node-only cases load directly. */
  fragmentServer: 4611,
  /** deploy/nginx.conf's ports, moved: the first of about ten in a row. */
  firstNginxPort: 4620,
} as const;
