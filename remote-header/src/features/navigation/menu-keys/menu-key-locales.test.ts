import fs from 'node:fs';
import path from 'node:path';
import { defaultLanguage, supportedLanguages } from '@site-chrome/runtime';
import { getFixtures } from '@site-chrome/dev/testing';

/*
 * Issue 43, item 1: every translated language has a text for every `title_key` and `desc_key` the mock menu
 * names, in the header namespace's `serverMenuKeys` block, and nothing else there. English has no block:
 * the server's English texts are its texts (menu-key-texts.ts says why).
 */
const localesFolder = path.resolve(__dirname, '../../../i18n/locales');

/** Every translation key the mock menu names, at any depth. */
function menuKeys(entries: readonly unknown[]): string[] {
  return entries.flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { title_key: titleKey, desc_key: descKey, children } = entry as Record<string, unknown>;
    return [
      ...[titleKey, descKey].filter((key): key is string => typeof key === 'string' && key !== ''),
      ...(Array.isArray(children) ? menuKeys(children) : []),
    ];
  });
}

/** The block's texts by their full key ("nav.learn"). */
function flatten(group: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(group).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? Object.entries(flatten(value as Record<string, unknown>, `${prefix}${key}.`))
        : [[`${prefix}${key}`, value]],
    ),
  );
}

const readLocale = (language: string): Record<string, unknown> =>
  JSON.parse(fs.readFileSync(path.join(localesFolder, `${language}.json`), 'utf8'));

const keys = [...new Set(menuKeys(getFixtures().headerMenu))].sort();

it('the mock menu names the keys this checks (title and description keys, "nav.learn" among them)', () => {
  expect(keys).toContain('nav.learn');
  expect(keys).toContain('nav.spot_desc');
  expect(keys.length).toBeGreaterThan(100);
});

it('English has no block of its own', () => {
  expect(readLocale(defaultLanguage)).not.toHaveProperty('serverMenuKeys');
});

it.each(supportedLanguages.filter((language) => language !== defaultLanguage))(
  '%s has a text for every key the mock menu names, and no other',
  (language) => {
    const block = flatten((readLocale(language).serverMenuKeys ?? {}) as Record<string, unknown>);

    expect(Object.keys(block).sort()).toEqual(keys);
    for (const key of keys) expect(block[key]).toEqual(expect.stringMatching(/\S/));
  },
);
