import path from 'node:path';
import { appPorts, fragmentServerPorts } from '@site-chrome/rules/ports';
import { fragmentServerEnvironment } from '@site-chrome/server';

/** webpack's base URL of asset modules (images), read when each module is evaluated. */
declare let __webpack_public_path__: string;

/**
 * The footer fragment server's settings, from the environment: FRAGMENT_PORT (default
 * 3102), FRAGMENT_PUBLIC_ORIGIN (where browsers load this remote, default http://localhost:3002),
 * FRAGMENT_API_BASE_URL, FRAGMENT_SITE_HOSTNAME, FRAGMENT_MANIFEST (default the browser build's
 * `dist/mf-manifest.json`). A module of its own, imported before the components: an image's URL is fixed
 * when its module is evaluated, and must be the one the browser build computes from the remote's origin.
 */
export const settings = fragmentServerEnvironment({
  port: fragmentServerPorts.footer[0],
  publicOrigin: `http://localhost:${appPorts.footer}`,
  manifestPath: path.resolve(__dirname, '..', '..', 'dist', 'mf-manifest.json'),
});

// webpack's free variable: assigned here, read by its runtime.
// eslint-disable-next-line prefer-const
__webpack_public_path__ = `${settings.publicOrigin}/`;
