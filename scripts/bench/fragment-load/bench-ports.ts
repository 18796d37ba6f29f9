/**
 * The bench's loopback ports, clear of the demo's (3000-3005, 3010, 3101-3105), so it can run beside
 * `npm start` or `npm run serve:nginx`.
 */
export const benchPorts = {
  api: 4610,
  /** The fragment server the Node-only cases load directly. */
  fragmentServer: 4611,
  /** The issue-33 case's nginx (its own reduced configuration, nginx-cache.ts). */
  cacheNginx: 4612,
  /** deploy/nginx.conf's ports, moved: the first of about ten in a row. */
  firstNginxPort: 4620,
} as const;
