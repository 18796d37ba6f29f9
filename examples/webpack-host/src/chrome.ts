import { registerChromeRemotes } from '@site-chrome/host';

// Where the chrome's origins are (README "Ports and origins"): the page's host name, their ports.
const manifest = (port: number) => `${location.protocol}//${location.hostname}:${port}/mf-manifest.json`;
registerChromeRemotes({ header: manifest(3001), footer: manifest(3002), search: manifest(3003) });
