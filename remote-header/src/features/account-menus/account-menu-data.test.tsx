import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { chromeQueryClient, chromeQueryKeys } from '@site-chrome/runtime';
import { crossMarginInfoPath } from '@site-chrome/data/testing';
import { kycStatusPath } from '@site-chrome/data/testing';
import { userTierPath } from '@site-chrome/data/testing';
import { loginCookieName } from '@site-chrome/dev/mock-api';
import { mockServer, renderWithChrome, requestsTo, setUpMockApi } from '@site-chrome/dev/testing';
import Header from '../../exposed/header';

// What the account menus show from the account calls besides user info: the KYC status and the limits
// of its tier, the avatar linking to the profile, the Rewards Hub card and the cross-margin balance.
setUpMockApi();

const user = { uid: '10086001', nickname: 'Trader', tier: 0, isSubAccount: false };
const bar = () => within(screen.getByRole('banner'));

/** The mock API's persona cookie: 1 a user (KYC level 1), vip a VIP (level 3), sub a sub-account (in review). */
function signInAs(persona: 'user' | 'vip' | 'sub') {
  document.cookie = `${loginCookieName}=${persona === 'user' ? '1' : persona}; path=/`;
}

afterEach(() => {
  document.cookie = `${loginCookieName}=; max-age=0; path=/`;
});

async function openMenu(name: string) {
  const events = userEvent.setup({ skipHover: true });
  const button = bar().getByRole('button', { name });
  await events.click(button);
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error(`no panel for ${name}`);
  await waitFor(() => expect(panel).not.toHaveAttribute('hidden'));
  return within(panel);
}

/** The list item of a menu entry: the entry's link and the lines under it. */
const itemOf = (link: HTMLElement) => link.closest('li') as HTMLElement;

describe('identity verification in the Account menu', () => {
  it('shows the KYC status under its link, and the withdrawal limit the tier lookup gives for that level', async () => {
    signInAs('vip');
    renderWithChrome(<Header user={{ ...user, tier: 3 }} />);

    const panel = await openMenu('Account');

    const verification = itemOf(panel.getByRole('link', { name: 'Identity verification' }));
    await waitFor(() => expect(verification).toHaveTextContent('Verified · Lv 3'));
    await waitFor(() => expect(verification).toHaveTextContent('24h withdrawal limit: 8,000,000 USDT'));
    // The KYC answer feeds the lookup: it asks for the level the KYC status gave.
    expect(requestsTo(kycStatusPath)).toHaveLength(1);
    expect(requestsTo(userTierPath).map((url) => url.searchParams.get('kyc_level'))).toEqual(['3']);
  });

  it('says a verification is under review, with the limit of level 0', async () => {
    signInAs('sub');
    renderWithChrome(<Header user={{ ...user, isSubAccount: true }} />);

    const panel = await openMenu('Account');

    const verification = itemOf(panel.getByRole('link', { name: 'Identity verification' }));
    await waitFor(() => expect(verification).toHaveTextContent('Under review'));
    await waitFor(() => expect(verification).toHaveTextContent('24h withdrawal limit: 0 USDT'));
  });

  it('makes neither call on testnet', async () => {
    signInAs('user');
    renderWithChrome(<Header user={user} variant={{ testnet: true }} />);

    const panel = await openMenu('Account');
    // User info answers over the network: a KYC call made with it would have started by then.
    await panel.findByText('UID 10000123');

    expect(panel.queryByRole('link', { name: 'Identity verification' })).not.toBeInTheDocument();
    expect(requestsTo(kycStatusPath)).toHaveLength(0);
    expect(requestsTo(userTierPath)).toHaveLength(0);
  });

  it('claims nothing when the KYC call fails', async () => {
    mockServer.use(http.get(`*${kycStatusPath}`, () => HttpResponse.json({ code: 0, data: 'nonsense' })));
    signInAs('vip');
    renderWithChrome(<Header user={{ ...user, tier: 3 }} />);

    const panel = await openMenu('Account');
    await waitFor(() =>
      expect(chromeQueryClient.getQueryState(chromeQueryKeys.kycStatus())?.status).toBe('success'),
    );

    const verification = itemOf(panel.getByRole('link', { name: 'Identity verification' }));
    expect(verification).toHaveTextContent(/^Identity verification$/);
    expect(requestsTo(userTierPath)).toHaveLength(0);
  });

  it('says an account is not verified when the server says so', async () => {
    mockServer.use(
      http.get(`*${kycStatusPath}`, () =>
        HttpResponse.json({ code: 0, data: { kyc_status: 0, kyc_level: 0 } }),
      ),
    );
    signInAs('user');
    renderWithChrome(<Header user={user} />);

    const panel = await openMenu('Account');

    const verification = itemOf(panel.getByRole('link', { name: 'Identity verification' }));
    await waitFor(() => expect(verification).toHaveTextContent('Not verified'));
  });
});

describe('the avatar', () => {
  it("links to the profile and shows the user's picture", async () => {
    signInAs('vip');
    renderWithChrome(<Header user={{ ...user, tier: 3 }} />);

    const panel = await openMenu('Account');

    const profile = await panel.findByRole('link', { name: 'Whale Watcher' });
    expect(profile).toHaveAttribute('href', '/myaccount/profile');
    expect(profile.querySelector('img')).toHaveAttribute('src', '/images/avatar/whale-watcher.png');
  });

  it('shows the first letter of the name when there is no picture', async () => {
    signInAs('user');
    renderWithChrome(<Header user={user} />);

    const panel = await openMenu('Account');

    const profile = await panel.findByRole('link', { name: 'Satoshi Fan' });
    expect(profile.querySelector('img')).toBeNull();
    expect(profile.querySelector('[data-avatar]')).toHaveTextContent(/^S$/);
  });

  it('falls back to the letter when the picture cannot be loaded', async () => {
    signInAs('vip');
    renderWithChrome(<Header user={{ ...user, tier: 3 }} />);
    const panel = await openMenu('Account');
    const profile = await panel.findByRole('link', { name: 'Whale Watcher' });

    fireEvent.error(profile.querySelector('img') as HTMLImageElement);

    await waitFor(() => expect(profile.querySelector('img')).toBeNull());
    expect(profile.querySelector('[data-avatar]')).toHaveTextContent(/^W$/);
  });

  it('is inert on testnet: the picture and name show, but lead nowhere', async () => {
    signInAs('user');
    renderWithChrome(<Header user={user} variant={{ testnet: true }} />);

    const panel = await openMenu('Account');

    expect(await panel.findByText('Satoshi Fan')).toBeInTheDocument();
    expect(panel.queryByRole('link', { name: 'Satoshi Fan' })).not.toBeInTheDocument();
  });

  it('is left out when the host hides the avatar part; the name still leads to the profile', async () => {
    signInAs('vip');
    renderWithChrome(<Header user={{ ...user, tier: 3 }} variant={{ hidden: ['avatar'] }} />);

    const panel = await openMenu('Account');

    const profile = await panel.findByRole('link', { name: 'Whale Watcher' });
    expect(profile.querySelector('[data-avatar]')).toBeNull();
  });
});

describe('the Rewards Hub card', () => {
  it('leads to the Rewards Hub from the Account menu', async () => {
    signInAs('user');
    renderWithChrome(<Header user={user} />);

    const panel = await openMenu('Account');

    expect(await panel.findByRole('link', { name: /^Rewards Hub/ })).toHaveAttribute('href', '/rewards_hub');
  });

  it('is not shown when the host hides the rewardsHubCard part', async () => {
    signInAs('user');
    renderWithChrome(<Header user={user} variant={{ hidden: ['rewardsHubCard'] }} />);

    const panel = await openMenu('Account');
    await panel.findByRole('button', { name: 'Copy UID' });

    expect(panel.queryByRole('link', { name: /^Rewards Hub/ })).not.toBeInTheDocument();
  });
});

describe('the cross-margin account in the Funds menu', () => {
  it('shows its balance under its entry', async () => {
    signInAs('user');
    renderWithChrome(<Header user={user} />);

    const funds = await openMenu('Funds');

    const crossMargin = itemOf(await funds.findByRole('link', { name: 'Cross margin account' }));
    await waitFor(() => expect(crossMargin).toHaveTextContent('Balance: 1,520.4 USDT'));
    expect(requestsTo(crossMarginInfoPath)).toHaveLength(1);
  });

  it('shows no balance when the server answers an array (its "nothing")', async () => {
    mockServer.use(
      http.get(`*${crossMarginInfoPath}`, () =>
        HttpResponse.json({ code: 0, data: [{ userTier: 3, userSpotBalance: '99', crossMarginUid: '1' }] }),
      ),
    );
    signInAs('user');
    renderWithChrome(<Header user={user} />);

    const funds = await openMenu('Funds');
    await waitFor(() =>
      expect(chromeQueryClient.getQueryState(chromeQueryKeys.crossMarginInfo())?.status).toBe('success'),
    );

    const crossMargin = itemOf(funds.getByRole('link', { name: 'Cross margin account' }));
    expect(crossMargin).not.toHaveTextContent('Balance');
  });
});
