import type { NavigationEntry } from '../navigation';
import { sectionOfPage } from './section-of-page';

function entry(key: string, path: string, children: NavigationEntry[] = []): NavigationEntry {
  return {
    key,
    code: key,
    label: key,
    description: '',
    href: path,
    path,
    target: path.startsWith('/') ? '_self' : '_blank',
    layout: 'vertical',
    image: { light: '', dark: '' },
    imageOnly: false,
    icon: { light: '', dark: '' },
    tags: [],
    children,
  };
}

const menu = [
  entry('markets', '/price'),
  entry('trade', '', [
    entry('spot', '/trade/BTC_TRY'),
    entry('margin', '/trade/BTC_TRY?tab=isolated_margin'),
    entry('convert', '/convert'),
    entry('bountydrop', 'https://web3.example.com/bountydrop'),
  ]),
  entry('earn', '', [entry('staking', '/staking'), entry('staking_btc', '/staking/BTC')]),
  entry('more', '', [entry('staking_again', '/staking')]),
];

describe('sectionOfPage', () => {
  it('finds the group of the link that leads to the page, and marks that link', () => {
    const section = sectionOfPage(menu, '/trade/BTC_TRY');
    expect(section?.group.key).toBe('trade');
    expect(section?.currentKey).toBe('spot');
  });

  it('keeps only same-origin links in the row', () => {
    expect(sectionOfPage(menu, '/convert')?.links.map((link) => link.key)).toEqual([
      'spot',
      'margin',
      'convert',
    ]);
  });

  it('places a page under its closest parent link when no link leads to it exactly', () => {
    expect(sectionOfPage(menu, '/trade/ETH_USDT')?.currentKey).toBe('spot');
    expect(sectionOfPage(menu, '/staking/ETH/details')?.currentKey).toBe('staking');
  });

  it('prefers the link sharing more segments, and the earlier group on a tie', () => {
    expect(sectionOfPage(menu, '/staking/BTC')?.currentKey).toBe('staking_btc');
    expect(sectionOfPage(menu, '/staking')?.group.key).toBe('earn');
  });

  it('ignores the query and fragment of the page path', () => {
    expect(sectionOfPage(menu, '/convert?from=BTC#top')?.currentKey).toBe('convert');
  });

  it.each(['/', '', '/myaccount/myfunds', '/price'])('gives no section for %j', (path) => {
    // /price is a top-level link of its own, not a group's page.
    expect(sectionOfPage(menu, path)).toBeNull();
  });
});
