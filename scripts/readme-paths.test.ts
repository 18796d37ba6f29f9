/** @jest-environment node */
import path from 'node:path';
import {
  backtickedTexts,
  ignoredFolderNames,
  isCheckedDocument,
  isRepositoryPath,
  relativeLinkTargets,
  missingDocumentPaths,
} from './markdown-paths';

/*
 * Docs that match the code: every README.md and every Markdown file under a docs/ folder may name only
 * repository paths that exist. A backticked text counts as a path when it has a `/` or is a bare source file
 * name (`.ts`, `.md`, `.conf`, …), and is not a route (`/plain.html`), a URL, a package (`@site-chrome/…`), a
 * placeholder or glob (`<name>`, `**`), a federated module name (`./Header`), a served file name
 * (`remoteEntry.js`) or under a git-ignored build folder (`dist/`); links and pictures are checked too. The
 * whole rule, with its reasons, is in markdown-paths.ts; the cases below hold it.
 */
const repositoryRoot = path.resolve(__dirname, '..');
const ignored = ignoredFolderNames('node_modules/\ndist/\n/.screenshots/\n*.log\n# comment/\n');

describe('every path a README or a docs/ page names in backticks', () => {
  it('exists in the repository (see scripts/markdown-paths.ts for what counts as a path)', () => {
    expect(missingDocumentPaths(repositoryRoot)).toEqual([]);
  });
});

describe('what counts as a repository path', () => {
  it.each([
    'shared/rules/src/sites/menu-families.ts',
    'src/features/',
    'deploy/nginx.conf',
    '.ci/run',
    'account-menu-model.ts',
    './src/index.ts',
    'api/',
  ])('%s is one', (text) => {
    expect(isRepositoryPath(text, ignored)).toBe(true);
  });

  it.each([
    ['a route', '/plain.html'],
    ['a machine path', '/usr/bin/chromium'],
    ['a package entry', '@site-chrome/data/x'],
    ['a URL', 'https://chrome.example.com/header/loader.js'],
    ['a protocol-relative URL', '//host'],
    ['a placeholder', '{prefix}/login'],
    ['a placeholder', 'src/features/<name>/'],
    ['a glob', 'shared/*/src/**'],
    ['an elided path', '.../logoutAll'],
    ['a federated module name', './Header'],
    ['a served file name', 'remoteEntry.js'],
    ['a served file name', 'mf-manifest.json'],
    ['code', 'useSite()'],
    ['a word', 'sitePathPrefix'],
    ['a build output', 'dist/loader/'],
    ['a script output', '.screenshots/'],
  ])('%s (%s) is not', (_kind, text) => {
    expect(isRepositoryPath(text, ignored)).toBe(false);
  });
});

describe('reading a document', () => {
  it('takes backticked texts from prose and leaves fenced code blocks out', () => {
    const markdown = [
      'Run `npm start`, see `deploy/nginx.conf`.',
      '```sh',
      'cat `missing/file.ts`',
      '```',
      'End `docs/x.md`.',
    ].join('\n');

    expect(backtickedTexts(markdown)).toEqual(['npm start', 'deploy/nginx.conf', 'docs/x.md']);
  });

  it('takes the relative targets of links and pictures, without fragments, and leaves URLs and anchors out', () => {
    const markdown = [
      '![Demo](docs/demo.png) [rules](docs/decisions/logout.md#why) [spec](https://example.com/x.md)',
      '[up](#layout) [mail](mailto:team@example.com) [budgets](budgets.json)',
    ].join('\n');

    expect(relativeLinkTargets(markdown)).toEqual([
      'docs/demo.png',
      'docs/decisions/logout.md',
      'budgets.json',
    ]);
  });

  it('checks every README.md and the Markdown under docs/, nothing else', () => {
    expect(isCheckedDocument('README.md')).toBe(true);
    expect(isCheckedDocument('remote-header/README.md')).toBe(true);
    expect(isCheckedDocument('docs/decisions/logout.md')).toBe(true);
    expect(isCheckedDocument('RELIABILITY.md')).toBe(false);
    expect(isCheckedDocument('docs/demo.png')).toBe(false);
  });

  it('reads the ignored folders from .gitignore lines that end in a slash', () => {
    expect([...ignored].sort()).toEqual(['.screenshots', 'dist', 'node_modules']);
  });
});
