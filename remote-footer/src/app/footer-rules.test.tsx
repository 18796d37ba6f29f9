import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { siteTable, type SiteKey, complianceKeys } from '@site-chrome/rules/sites';
import { mockServer, renderWithChrome, setUpMockApi } from '@site-chrome/dev/testing';
import Footer from '../exposed/footer';

// Footer spec §2 and §6 over the mock API's menu, as on the demo page.
setUpMockApi();

const footer = () => within(screen.getByRole('contentinfo'));
const columns = () => screen.findByRole('navigation', { name: 'Site links' });
const member = { uid: 1001, nickname: 'trader', tier: 1, isSubAccount: false };

/** Sub-sites that never show social links (footer spec §6). */
const sitesWithoutSocialLinks: readonly SiteKey[] = ['sg', 'bs', 'uk', 'au', 'jp', 'ae'];

/** The licensing body each sub-site's regulatory text names. */
const licensingBodies: Record<SiteKey, string> = {
  main: 'Cayman Islands Monetary Authority',
  hk: 'Securities and Futures Commission',
  eu: 'Malta Financial Services Authority',
  us: 'Financial Crimes Enforcement Network',
  bs: 'Securities Commission of The Bahamas',
  sg: 'Monetary Authority of Singapore',
  uk: 'Financial Conduct Authority',
  jp: 'Kanto Local Finance Bureau',
  ae: 'Virtual Assets Regulatory Authority',
  au: 'AUSTRAC',
  tr: 'Capital Markets Board of Türkiye',
};

const variants = {
  none: { limits: { uk: false, italy: false }, copper: false },
  'UK limit': { limits: { uk: true, italy: false }, copper: false },
  'Italy limit': { limits: { uk: false, italy: true }, copper: false },
  copper: { limits: { uk: false, italy: false }, copper: true },
} as const;

const cases = siteTable.flatMap((site) =>
  [null, member].flatMap((user) =>
    (Object.keys(variants) as (keyof typeof variants)[]).map((variant) => ({
      site,
      user,
      variant,
      who: user ? 'logged in' : 'visitor',
    })),
  ),
);

describe.each(cases)('on $site.key, $who, variant $variant', ({ site, user, variant }) => {
  it('shows the columns, social links, NFT and regulatory text its rules allow', async () => {
    renderWithChrome(<Footer site={site.key} user={user} variant={{ ...variants[variant] }} />);

    const italy = variant === 'Italy limit';
    if (italy) {
      // The main footer is gone; the legal links, preferences and copyright area remain.
      expect(await footer().findByRole('navigation', { name: 'Company and legal' })).toBeInTheDocument();
      expect(footer().queryByRole('navigation', { name: 'Site links' })).toBeNull();
    } else {
      const links = within(await columns());
      expect(links.getByRole('link', { name: 'Spot Trading' }).getAttribute('href')).toMatch(
        new RegExp(`/trade/${site.footerTradePair}$`),
      );
      expect(links.queryByRole('link', { name: 'NFT' }) !== null).toBe(variant !== 'copper');
    }
    const social = !italy && variant !== 'UK limit' && !sitesWithoutSocialLinks.includes(site.key);
    expect(footer().queryByRole('list', { name: 'Social media' }) !== null).toBe(social);
    expect(
      await footer().findByText(
        new RegExp(`is (licensed|registered|authorised) .*${licensingBodies[site.key]}`),
      ),
    ).toBeInTheDocument();
    expect(footer().queryByText(/This financial promotion was approved/) !== null).toBe(site.key === 'uk');
  });
});

describe('the regional paths of footer spec §2', () => {
  it('links Hong Kong announcements to /articlelist/ann', async () => {
    renderWithChrome(<Footer site="hk" />);
    expect(
      within(await columns())
        .getByRole('link', { name: 'Announcements' })
        .getAttribute('href'),
    ).toMatch(/\/articlelist\/ann$/);
  });

  it('links the EU referral page to /referral', async () => {
    renderWithChrome(<Footer site="eu" />);
    expect(
      within(await columns())
        .getByRole('link', { name: 'Affiliate' })
        .getAttribute('href'),
    ).toMatch(/\/referral$/);
  });

  it('links merchants to /p2p/merchant in Chinese and /c2c/merchant otherwise', async () => {
    const { unmount } = renderWithChrome(<Footer language="zh" />);
    // The server writes the menu in the page language: Merchants is 商家 in Chinese.
    expect(
      within(await screen.findByRole('navigation', { name: '网站链接' }))
        .getByRole('link', { name: '商家' })
        .getAttribute('href'),
    ).toMatch(/\/p2p\/merchant$/);
    unmount();

    renderWithChrome(<Footer language="en" />);
    expect(within(await columns()).getByRole('link', { name: 'Merchants' })).toHaveAttribute(
      'href',
      '/c2c/merchant',
    );
  });

  it('gives Turkey a converter per coin to lira', async () => {
    renderWithChrome(<Footer site="tr" />);
    const links = within(await columns());
    expect(links.getByRole('link', { name: 'BTC/TRY' }).getAttribute('href')).toMatch(
      /\/converter\/btc\/btc-to-try$/,
    );
    expect(links.queryByRole('link', { name: 'Converter' })).toBeNull();
  });

  it('links the UAE and EU legal pages and their PDF documents in a new tab', async () => {
    renderWithChrome(<Footer site="eu" />);
    const links = within(await columns());
    expect(links.getByRole('link', { name: 'MiCA Disclosures' }).getAttribute('href')).toMatch(
      /\/legal\/mica-whitepaper$/,
    );
    const pdf = links.getByRole('link', { name: 'MiCA Crypto-Asset White Paper (PDF)' });
    expect(pdf.getAttribute('href')).toMatch(/\/docs\/mica-white-paper\.pdf$/);
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(pdf).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("names the sub-site's company in the copyright line, with one full stop", async () => {
    renderWithChrome(<Footer site="jp" />);
    expect(
      await footer().findByText(/^© 2013–\d{4} Exchange Japan K\.K\. All rights reserved\.$/),
    ).toBeInTheDocument();
  });

  it('leaves entries the server marks hidden out', async () => {
    renderWithChrome(<Footer />);
    expect(within(await columns()).queryByRole('link', { name: 'Bitcoin Halving' })).toBeNull();
  });
});

/** The 22 footer keys of footer spec §6, each with an entry of the demo menu that carries it. */
const complianceEntries: [key: string, entry: string][] = [
  ['ventures', 'Ventures'],
  ['express', 'Express'],
  ['credit_paywith_card', 'Gift Card'],
  ['bank_card', 'Bank Card'],
  ['spot_trade', 'Spot Trading'],
  ['derivatives', 'Futures'],
  ['margin_etf_trade', 'ETF'],
  [complianceKeys.nft, 'NFT'],
  ['gatepay', 'Gate Pay'],
  ['gate_otc', 'OTC'],
  ['gate_shop', 'Shop'],
  ['vip_service', 'VIP Services'],
  ['latest_news', 'Announcements'],
  ['help_center', 'Help Center'],
  ['fiat_trade', 'Fiat Deposit'],
  ['affiliate', 'Affiliate'],
  ['upcoming_event', 'Upcoming Events'],
  ['learn', 'Courses'],
  ['partner', 'Brand Partnerships'],
  ['media_kit', 'Media Kit'],
  ['margin_trade', 'Margin Trading'],
  ['gusd-staking', 'GUSD'],
];

describe.each(complianceEntries)('when the compliance check lists %s', (key, entry) => {
  it(`hides ${entry} and nothing else`, async () => {
    mockServer.use(
      http.get('*/api/web/v1/compliance/check', () =>
        HttpResponse.json({ code: 0, data: { menu_list: [key], business_list: [] } }),
      ),
    );
    renderWithChrome(<Footer />);

    const links = within(await columns());
    // Shown until the compliance answer arrives (if after the menu); a broken rule never hides it.
    await waitFor(() => expect(links.queryByRole('link', { name: entry })).toBeNull());
    expect(links.getByRole('link', { name: 'Fees' })).toBeInTheDocument();
  });
});
