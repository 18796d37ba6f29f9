import { getFixtures } from '../testing/fixtures';
import { fixtureLanguages, keptInEnglish, translatedTexts } from '../testing/fixtures/localised';
import { zh } from '../testing/fixtures/localised/zh';
import { handleMockRequest } from './handle-mock-request';
import type { MockRequest } from './mock-types';

const get = (path: string, extra: Partial<MockRequest> = {}) =>
  handleMockRequest({ method: 'GET', path, ...extra });

type Item = { code?: string; title?: string; desc?: string; text?: string; children?: Item[] };
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
  it('writes the header menu in each of the 12 languages, each its own, keeping product names', () => {
    const titles = fixtureLanguages.map((language) => menuItem(language, 'buy_crypto')?.title);
    expect(titles[0]).toBe('Buy Crypto');
    expect(titles).toHaveLength(12);
    // Each other language has its own words (Spanish and Portuguese may share theirs).
    expect(titles.slice(1).filter((title) => title === undefined || title === 'Buy Crypto')).toEqual([]);
    expect(new Set(titles).size).toBeGreaterThanOrEqual(10);
    expect(menuItem('de', 'buy_crypto')).toMatchObject({
      title: 'Krypto kaufen',
      desc: 'Krypto kaufen auf der Börse',
    });
    expect(menuItem('ar', 'more')?.title).toBe('المزيد');
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

  it('has a translation for every text of the menus, footers and notices, or keeps it on purpose', () => {
    const fixtures = getFixtures();
    const texts = [
      ...flatten(fixtures.headerMenu).map((item) => item.title),
      ...Object.values(fixtures.footerMenus).flatMap((menu) => flatten(menu).map((item) => item.text)),
      ...Object.values(fixtures.notices).flatMap((notices) => notices.map((notice) => notice.title)),
    ].filter((text): text is string => typeof text === 'string');
    const known = new Set<string>([...translatedTexts, ...keptInEnglish]);
    expect(texts.filter((text) => !known.has(text))).toEqual([]);
  });
});
