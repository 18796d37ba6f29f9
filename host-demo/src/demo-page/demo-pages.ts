/** The pages of the demo (ARCHITECTURE "Demo host URL contract"); any other path shows the home page. */
export const demoPages = [
  { path: '/', title: 'Home', description: 'The home page shows the "index" announcement.' },
  {
    path: '/myaccount/myfunds',
    title: 'My funds',
    description: 'Wallet pages show the "wallet" announcement.',
  },
  { path: '/trade/BTC_USDT', title: 'Spot trading', description: 'A trading page: no announcement.' },
] as const;

export type DemoPage = (typeof demoPages)[number];

export function demoPageFor(path: string): DemoPage {
  // Every market's trade page (a regional redirect lands on /trade/BTC_TRY) is the trading page.
  const tradePage = path.startsWith('/trade/') ? demoPages[2] : undefined;
  return demoPages.find((page) => page.path === path) ?? tradePage ?? demoPages[0];
}
