import fs from 'node:fs';
import path from 'node:path';
import { defaultLanguage, supportedLanguages } from './languages';
import type { TranslationStrings } from './translation-loader';
import { findTranslationMismatches } from './translation-parity';

const repositoryRoot = path.resolve(__dirname, '../../../..');

/**
 * Where each namespace keeps its locale files. The apps own their files; this test only reads them,
 * so one run checks every language of every namespace on the page. A new namespace is added here.
 */
const namespaces = [
  {
    namespace: 'common',
    folder: path.join(__dirname, 'locales'),
    fileName: (language: string) => path.join(language, 'common.json'),
  },
  ...['header', 'footer', 'search'].map((app) => ({
    namespace: app,
    folder: path.join(repositoryRoot, `remote-${app}`, 'src', 'i18n', 'locales'),
    fileName: (language: string) => `${language}.json`,
  })),
  {
    namespace: 'footer-legal',
    folder: path.join(repositoryRoot, 'remote-footer/src/features/copyright/legal-i18n/locales'),
    fileName: (language: string) => `${language}.json`,
  },
  {
    namespace: 'footer-panels',
    folder: path.join(repositoryRoot, 'remote-footer/src/i18n/panels/locales'),
    fileName: (language: string) => `${language}.json`,
  },
  {
    namespace: 'header-panels',
    folder: path.join(repositoryRoot, 'remote-header/src/i18n/panels/locales'),
    fileName: (language: string) => `${language}.json`,
  },
  {
    namespace: 'chat-room',
    folder: path.join(repositoryRoot, 'remote-header/src/features/chat-room/locales'),
    fileName: (language: string) => `${language}.json`,
  },
];

const translatedLanguages = supportedLanguages.filter((language) => language !== defaultLanguage);

function readStrings(file: string): TranslationStrings {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

describe.each(namespaces)('the $namespace namespace', ({ folder, fileName }) => {
  const english = readStrings(path.join(folder, fileName(defaultLanguage)));

  it('has one locale file per supported language and no others', () => {
    const files = fs
      .readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.json'))
      .sort();

    expect(files).toEqual(supportedLanguages.map(fileName).sort());
  });

  it.each(translatedLanguages)(
    'in %s has every English key and placeholder, and nothing extra',
    (language) => {
      const translation = readStrings(path.join(folder, fileName(language)));

      expect(findTranslationMismatches(english, translation)).toEqual([]);
    },
  );
});
