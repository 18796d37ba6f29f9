import path from 'node:path';
import { fragmentServerPorts } from '@site-chrome/host/fragments';
import { fragmentServerEnvironment, startFragmentServer } from '@site-chrome/host/fragment-server';
import { headerServerParts } from './parts';

/** webpack's base URL of asset modules (the footer's icons), set before anything renders. */
declare let __webpack_public_path__: string;

/**
 * The header remote's fragment server (issue 33), built to `build/server/fragment-server.js` and started by
 * `npm start` beside the remote's origin, which proxies `/fragment/` to it. Settings from the environment:
 * FRAGMENT_PORT (default 3101), FRAGMENT_PUBLIC_ORIGIN (where browsers load this remote, default
 * http://localhost:3001), FRAGMENT_API_BASE_URL, FRAGMENT_SITE_HOSTNAME, FRAGMENT_MANIFEST (default the
 * browser build's `dist/mf-manifest.json`).
 */
const settings = fragmentServerEnvironment({
  port: fragmentServerPorts.header,
  publicOrigin: 'http://localhost:3001',
  manifestPath: path.resolve(__dirname, '..', '..', 'dist', 'mf-manifest.json'),
});
// Images get the URL the browser build computes from the origin it is loaded from.
__webpack_public_path__ = `${settings.publicOrigin}/`;

startFragmentServer({ label: 'header', parts: headerServerParts, build: __CHROME_BUILD_ID__, ...settings })
  .then(({ origin }) => console.log(`header fragment server (build ${__CHROME_BUILD_ID__}) on ${origin}`))
  .catch((error: unknown) => {
    console.error('header fragment server failed to start:', error);
    process.exit(1);
  });
