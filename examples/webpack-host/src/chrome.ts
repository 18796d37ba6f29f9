import { loadRemote } from '@module-federation/enhanced/runtime';
import { registerChromeRemotes, type ChromeComponentModules } from '@site-chrome/host';
import { lazy } from 'react';

// Where the chrome's origins are (README "Ports and origins"): the page's host name, their ports.
const manifest = (port: number) => `${location.protocol}//${location.hostname}:${port}/mf-manifest.json`;
registerChromeRemotes({ header: manifest(3001), footer: manifest(3002), search: manifest(3003) });

/** A chrome component as a React.lazy component, typed with the props the kit publishes for it. */
const chromeComponent = <Id extends keyof ChromeComponentModules & string>(id: Id) =>
  lazy<ChromeComponentModules[Id]['default']>(
    async () => (await loadRemote<ChromeComponentModules[Id]>(id)) as ChromeComponentModules[Id],
  );

export const Header = chromeComponent('header/Header');
export const Footer = chromeComponent('footer/Footer');
export const AggregatedSearch = chromeComponent('search/AggregatedSearch');
