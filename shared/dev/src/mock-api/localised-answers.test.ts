import { getFixtures } from '../testing/fixtures';
import {
  fixtureLanguages,
  keptInEnglish,
  translatedAnnouncements,
  translatedTagWords,
  translatedTexts,
} from '../testing/fixtures/localised';
import { ar } from '../testing/fixtures/localised/ar';
import { localisedMenuTabs } from '../testing/fixtures/localised/localise-payloads';
import { zh } from '../testing/fixtures/localised/zh';
import { handleMockRequest } from './handle-mock-request';
import type { MockRequest } from './mock-types';

const get = (path: string, extra: Partial<MockRequest> = {}) =>
  handleMockRequest({ method: 'GET', path, ...extra });

type Tag = { type?: unknown; code?: string; word?: string };
type Item = { code?: string; title?: string; desc?: string; text?: string; tags?: Tag[]; children?: Item[] };
type Tab = { market: string; title: string; sub: { market: string; title: string }[]; options?: unknown[] };
const listOf = (answer: ReturnType<typeof get>) => (answer.body as { data: { list: Item[] } }).data.list;
const flatten = (items: readonly unknown[]): Item[] =>
  items.flatMap((item) =>
    typeof item === 'object' && item !== null
      ? [item as Item, ...flatten((item as Item).children ?? [])]
      : [],
  );
const menuItem = (language: string, code: string) =>
  flatten(listOf(get('/api/web/v1/site/headerMenuListV2', { query: { lang: language } }))).find(
    (item) => item.code === code,
  );

describe('the mock API answers in the reader’s language, as a real exchange’s does', () => {
  it('writes the header menu in each of the 14 languages, each its own, keeping product names', () => {
    const titles = fixtureLanguages.map((language) => menuItem(language, 'buy_crypto')?.title);
    expect(titles[0]).toBe('Buy Crypto');
    expect(titles).toHaveLength(14);
    // Each other language has its own words (Spanish and Portuguese may share theirs).
    expect(titles.slice(1).filter((title) => title === undefined || title === 'Buy Crypto')).toEqual([]);
    expect(new Set(titles).size).toBeGreaterThanOrEqual(10);
    expect(menuItem('de', 'buy_crypto')).toMatchObject({
      title: 'Krypto kaufen',
      desc: 'Krypto kaufen auf der Börse',
    });
    expect(menuItem('ar', 'more')?.title).toBe('المزيد');
    expect(menuItem('vi', 'buy_crypto')?.title).toBe('Mua crypto');
    expect(menuItem('ru', 'buy_crypto')?.title).toBe('Купить криптовалюту');
    // Brand names stay as they are in every language.
    expect(menuItem('ja', 'alpha')?.title).toBe('Alpha');
  });

  it('reads the language from X-Gate-AppLang (a server code) when there is no lang query', () => {
    const answer = get('/apiw/v2/herald/get_notice_record', {
      query: { type: 'trade', page: '1', size: '10' },
      cookies: { demo_login: '1' },
      headers: { 'X-Gate-AppLang': 'cn' },
    });
    const english = getFixtures().notices.trade[0];
    const [first] = listOf(answer) as unknown as { title: string; content: string }[];
    expect(english).toBeDefined();
    expect(first?.title).toBe(zh.texts[english?.title as keyof typeof zh.texts]);
    expect(first?.title).not.toBe(english?.title);
    expect(first?.content).toMatch(/^.+: 第1条通知的详情。$/);
  });

  it('writes the footer menu in the language asked for, and English for an unknown one', () => {
    const footer = (lang: string) =>
      flatten(listOf(get('/api/web/v1/site/footerMenu', { query: { lang, sub_website_id: '0' } }))).map(
        (item) => item.text,
      );
    expect(footer('fr')).toContain('Politique de confidentialité');
    expect(footer('pt-br')).toContain('Política de privacidade');
    expect(footer('xx')).toContain('Privacy Policy');
  });

  it('writes the market tabs and their sub-tabs in the language X-Gate-AppLang names', () => {
    const tabs = (language: string) =>
      listOf(get('/apiw/v2/common/tabs', { headers: { 'X-Gate-AppLang': language } })) as unknown as Tab[];
    const tab = (language: string, market: string) => tabs(language).find((each) => each.market === market);
    expect(tabs('en')).toEqual(getFixtures().menuTabs);
    expect(tab('de', 'options')?.title).toBe('Optionen');
    expect(tab('de', 'futures')?.sub.map((sub) => sub.title)).toEqual(['USDT-M', 'BTC-M', 'Lieferung']);
    expect(tab('de', 'memebox')).toMatchObject({
      title: 'Alpha',
      sub: [
        { market: 'hot', title: 'Beliebt' },
        { market: 'new', title: 'Neu' },
      ],
    });
    expect(tab('cn', 'futures')?.sub.map((sub) => sub.title)).toEqual(['USDT 本位', 'BTC 本位', '交割']);
    expect(tab('ja', 'preMarket')?.sub.map((sub) => sub.title)).toEqual(['プレミント', 'プレマーケット']);
    // The market keys the client selects by stay as they are, and tickers stay tickers.
    expect(tabs('ar').map((each) => each.market)).toEqual(tabs('en').map((each) => each.market));
    expect(tab('ar', 'trade')?.sub.map((sub) => sub.title)).toEqual(['USDT', 'USDC', 'BTC', 'ETH']);
  });

  it('writes a tab’s category titles in the language, keeping their values and anything it does not know', () => {
    const raw = [
      {
        market: 'memebox',
        title: 'Alpha',
        sub: [{ market: 'hot', title: 'Hot' }, 42],
        options: [
          { value: 'Meme', title: 'Meme' },
          { value: 'Layer 2', title: 'Layer 2' },
          { value: 'Solana Ecosystem', title: 'Solana Ecosystem' },
          { value: 'AI', title: 'AI' },
          { value: 'untitled' },
        ],
        badge: 'kept',
      },
      'not a tab',
    ];
    expect(localisedMenuTabs(raw, 'fr')).toEqual([
      {
        market: 'memebox',
        title: 'Alpha',
        sub: [{ market: 'hot', title: 'Populaire' }, 42],
        options: [
          { value: 'Meme', title: 'Memecoins' },
          { value: 'Layer 2', title: 'Couche 2' },
          { value: 'Solana Ecosystem', title: 'Écosystème Solana' },
          { value: 'AI', title: 'AI' },
          { value: 'untitled' },
        ],
        badge: 'kept',
      },
      'not a tab',
    ]);
    // Built once per payload and language, as the menus are.
    expect(localisedMenuTabs(raw, 'fr')).toBe(localisedMenuTabs(raw, 'fr'));
  });

  it('writes the menu tags’ words in the language, keeping VIP and the bonus amount', () => {
    const words = (language: string, code: string) => menuItem(language, code)?.tags?.map((tag) => tag.word);
    expect(words('ja', 'alpha')).toEqual(['人気']);
    expect(words('ja', 'card')).toEqual(['新登場']);
    expect(words('ja', 'live')).toEqual(['配信中']);
    expect(words('ja', 'vip')).toEqual(['VIP']);
    expect(words('ja', 'referral')).toEqual(['20 USDT']);
    expect(words('pt-br', 'alpha')).toEqual(['EM ALTA']);
    expect(words('en', 'alpha')).toEqual(['HOT']);
    // The code compliance hides a tag by stays as it is.
    expect(menuItem('ja', 'card')?.tags?.[0]?.code).toBe('card_new');
  });

  it('writes the announcements in the language, under the same ids, so a closed one stays closed', () => {
    type Bulletin = Record<'index' | 'wallet', { content_id: string; content: string; link: string }>;
    const bulletin = (language: string) =>
      (
        get('/api/web/v1/site/fullsiteBulletin', { headers: { 'X-Gate-AppLang': language } }).body as {
          data: Bulletin;
        }
      ).data;
    const english = bulletin('en');
    const arabic = bulletin('ar');
    expect(english).toEqual(getFixtures().announcements);
    const upgrade = translatedAnnouncements[0];
    expect(arabic.index).toEqual({ ...english.index, content: ar.announcements[upgrade] });
    expect(arabic.index.content).toMatch(/^ترقية مجدولة للنظام في 20 أغسطس/);
    expect(arabic.wallet.content_id).toBe(english.wallet.content_id);
    expect(arabic.wallet.content).not.toBe(english.wallet.content);
    for (const language of fixtureLanguages) {
      const { index, wallet } = bulletin(language);
      expect([index.content_id, wallet.content_id]).toEqual(['51021', '51034']);
      // Each language names the day, the hours in UTC and the network.
      expect(index.content).toMatch(/20.*UTC/);
      expect(index.content).toMatch(/0?2[:.h]|2 h/);
      expect(wallet.content).toMatch(/TRON/);
    }
  });

  it('has a chat room of its own for every language, and the English one keeps its hostile line', () => {
    type RoomState = { room: { id: string; name: string }; messages: { text: string }[] };
    const room = (lang: string) =>
      (get('/api/web/v1/chat/roomState', { query: { lang } }).body as { data: RoomState }).data;
    const rooms = fixtureLanguages.map((language) => room(language));
    expect(rooms.map((each) => each.room.id)).toEqual(fixtureLanguages.map((language) => `room-${language}`));
    expect(new Set(rooms.map((each) => each.room.name)).size).toBe(fixtureLanguages.length);
    for (const each of rooms) expect(each.messages.length).toBeGreaterThanOrEqual(2);
    expect(room('de').room.name).toBe('Deutschsprachige Community');
    expect(room('en').messages.map((message) => message.text)).toContain(
      '<img src=x onerror=alert(1)> hello',
    );
    expect(room('xx').room.id).toBe('room-en');
  });

  it('has a translation for every text of the menus, footers, notices and market tabs, or keeps it on purpose', () => {
    const fixtures = getFixtures();
    const texts = [
      ...flatten(fixtures.headerMenu).map((item) => item.title),
      ...Object.values(fixtures.footerMenus).flatMap((menu) => flatten(menu).map((item) => item.text)),
      ...Object.values(fixtures.notices).flatMap((notices) => notices.map((notice) => notice.title)),
      ...(fixtures.menuTabs as Tab[]).flatMap((tab) => [
        tab.title,
        ...tab.sub.map((sub) => sub.title),
        // The tabs' category lists, once the fixtures carry them.
        ...(tab.options ?? []).map((option) => (option as { title?: unknown }).title),
      ]),
    ].filter((text): text is string => typeof text === 'string');
    const known = new Set<string>([...translatedTexts, ...keptInEnglish]);
    expect(texts.filter((text) => !known.has(text))).toEqual([]);

    // Tags of the five kinds the header draws (the fixture's unknown kind is skipped, never shown).
    const tagWords = flatten(fixtures.headerMenu)
      .flatMap((item) => item.tags ?? [])
      .filter((tag) => [1, 2, 3, 4, 5].includes(Number(tag.type)))
      .map((tag) => tag.word);
    const knownWords = new Set<unknown>([...translatedTagWords, ...keptInEnglish]);
    expect(tagWords.length).toBeGreaterThan(0);
    expect(tagWords.filter((word) => !knownWords.has(word))).toEqual([]);

    const announcements = Object.values(fixtures.announcements).map((announcement) => announcement.content);
    expect(
      announcements.filter((content) => !(translatedAnnouncements as readonly string[]).includes(content)),
    ).toEqual([]);
  });
});
