// First: sets the asset base URL before any component module is evaluated.
import { settings } from './server-settings';
import { serveFragments } from '@site-chrome/server';
import { headerServerParts } from './parts';

/**
 * The header remote's fragment server (issue 33), built to `build/server/fragment-server.js` and started by
 * `npm start` beside the remote's origin, which proxies `/fragment/` to it (settings: server-settings.ts).
 */
serveFragments({ label: 'header', parts: headerServerParts, build: __CHROME_BUILD_ID__, ...settings });
