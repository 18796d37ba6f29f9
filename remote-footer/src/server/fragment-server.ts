// First: sets the asset base URL before any component module is evaluated.
import { settings } from './server-settings';
import { startFragmentServer } from '@site-chrome/server';
import { footerServerParts } from './parts';

/**
 * The footer remote's fragment server (issue 33), built to `build/server/fragment-server.js` and started by
 * `npm start` beside the remote's origin, which proxies `/fragment/` to it (settings: server-settings.ts).
 */
startFragmentServer({ label: 'footer', parts: footerServerParts, build: __CHROME_BUILD_ID__, ...settings })
  .then(({ origin }) => console.log(`footer fragment server (build ${__CHROME_BUILD_ID__}) on ${origin}`))
  .catch((error: unknown) => {
    console.error('footer fragment server failed to start:', error);
    process.exit(1);
  });
