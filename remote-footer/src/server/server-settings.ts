import path from 'node:path';
import { fragmentServerPorts } from '@site-chrome/host/fragments';
import { fragmentServerEnvironment } from '@site-chrome/host/fragment-server';

/** webpack's base URL of asset modules (images), set before any module that imports one is evaluated. */
declare let __webpack_public_path__: string;

/**
 * The footer fragment server's settings, from the environment: FRAGMENT_PORT (default 3102),
 * FRAGMENT_PUBLIC_ORIGIN (where browsers load this remote, default http://localhost:3002), FRAGMENT_API_BASE_URL,
 * FRAGMENT_SITE_HOSTNAME, FRAGMENT_MANIFEST (default the browser build's `dist/mf-manifest.json`).
 */
export const settings = fragmentServerEnvironment({
  port: fragmentServerPorts.footer,
  publicOrigin: 'http://localhost:3002',
  manifestPath: path.resolve(__dirname, '..', '..', 'dist', 'mf-manifest.json'),
});

// Images get the URL the browser build computes from the origin it is loaded from. In a module of its own,
// imported first by the server's entry: an image module computes its URL when it is evaluated, which is
// before the body of the module that imports it runs.
// eslint-disable-next-line prefer-const
__webpack_public_path__ = `${settings.publicOrigin}/`;
