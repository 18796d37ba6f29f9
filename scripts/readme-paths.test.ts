/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  backtickedTexts,
  checkedDocuments,
  ignoredFolderNames,
  isCheckedDocument,
  isRepositoryPath,
  relativeLinkTargets,
  missingDocumentPaths,
} from './markdown-paths';
import {
  buildEntryFilesOf,
  entryFaults,
  packageEntriesOf,
  readWorkspaceEntries,
  unknownEntries,
  unnamedEntries,
  type WorkspaceEntries,
} from './markdown-entries';
import { unlinkedPages } from './markdown-index';

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

/*
 * Docs that name the entries: a workspace's README names every entry it has (package entries, federated
 * modules, the entry files of its builds, the fragment server's above all), and no document names an entry
 * that does not exist. The rule, with its reasons, is in markdown-entries.ts; the cases below hold it.
 */
describe('the entries the docs name', () => {
  it('are every entry of each workspace, and only entries that exist (see scripts/markdown-entries.ts)', () => {
    expect(entryFaults(repositoryRoot, checkedDocuments(repositoryRoot))).toEqual([]);
  });

  it('reads the real entries: the header names its exposed modules and its fragment server', () => {
    const header = readWorkspaceEntries(repositoryRoot, 'remote-header');

    expect(header.exposedModules).toEqual(
      expect.arrayContaining(['./Header', './AnnouncementBar', './mount']),
    );
    expect(header.buildEntryFiles).toContain('src/server/fragment-server.ts');
  });
});

describe('an entry named and an entry there', () => {
  const rules: WorkspaceEntries = {
    folder: 'shared/rules',
    packageName: '@site-chrome/rules',
    packageEntries: [{ subpath: './sites', fromPattern: false }],
    exposedModules: [],
    buildEntryFiles: [],
  };
  const data: WorkspaceEntries = {
    folder: 'shared/data',
    packageName: '@site-chrome/data',
    packageEntries: [{ subpath: './header-menu', fromPattern: true }],
    exposedModules: [],
    buildEntryFiles: [],
  };
  const footer: WorkspaceEntries = {
    folder: 'remote-footer',
    packageName: '@site-chrome/remote-footer',
    packageEntries: [{ subpath: './Footer', fromPattern: false }],
    exposedModules: ['./Footer'],
    buildEntryFiles: ['src/server/fragment-server.ts'],
  };

  it('a package entry that does not exist is reported; the bare package name and other packages are not', () => {
    const markdown =
      'Use `@site-chrome/rules/sites`, `@site-chrome/rules/nope`, `@site-chrome/rules` and `@other/x`.';

    expect(unknownEntries(markdown, [rules])).toEqual(['package entry @site-chrome/rules/nope']);
  });

  it('a federated module its own README names but does not expose is reported, only in that README', () => {
    const markdown = '`./Footer` and `./Header`.';

    expect(unknownEntries(markdown, [footer], footer)).toEqual(['federated module ./Header']);
    expect(unknownEntries(markdown, [footer])).toEqual([]);
  });

  it('an entry the README leaves out is reported: package entry, federated module, build entry', () => {
    expect(unnamedEntries('Nothing named here.', footer)).toEqual([
      'package entry @site-chrome/remote-footer/Footer',
      'federated module ./Footer',
      'build entry src/server/fragment-server.ts',
    ]);
    expect(
      unnamedEntries(
        '`@site-chrome/remote-footer/Footer`, `./Footer`, `remote-footer/src/server/fragment-server.ts`',
        footer,
      ),
    ).toEqual([]);
  });

  it('a folder that fills a pattern may be named alone; a plain entry by its full name only', () => {
    expect(unnamedEntries('| `header-menu` | the menu |', data)).toEqual([]);
    expect(unnamedEntries('| `sites` | the table |', rules)).toEqual([
      'package entry @site-chrome/rules/sites',
    ]);
  });

  it('fills a pattern from the folders that have its file, and gives a package with only main its name', () => {
    const dataDirectory = path.join(repositoryRoot, 'shared/data');
    const entries = packageEntriesOf(
      { exports: { './*': './src/*/index.ts', './package.json': './package.json' } },
      dataDirectory,
    );

    expect(entries).toContainEqual({ subpath: './header-menu', fromPattern: true });
    expect(entries.map(({ subpath }) => subpath)).not.toContain('./package.json');
    expect(packageEntriesOf({ main: 'src/index.ts' }, dataDirectory)).toEqual([
      { subpath: '.', fromPattern: false },
    ]);
  });

  it("takes a build's entry files inside the workspace only, relative to it", () => {
    const workspace = path.join(repositoryRoot, 'remote-footer');
    const configs = [
      { entry: {} },
      { context: workspace, entry: { 'fragment-server': './src/server/fragment-server.ts' } },
      { entry: { loader: path.join(repositoryRoot, 'shared/host/src/loader/index.ts') } },
      { entry: { main: { import: ['./src/index.ts'] } } },
    ];

    expect(buildEntryFilesOf(configs, workspace)).toEqual(['src/index.ts', 'src/server/fragment-server.ts']);
  });
});

describe('every guide and every decision can be found', () => {
  const read = (file: string) => readFileSync(path.join(repositoryRoot, file), 'utf8');

  it('the README links every guide in docs/guides/', () => {
    expect(unlinkedPages(repositoryRoot, read('README.md'), '.', 'docs/guides')).toEqual([]);
  });

  it('the rules-we-chose guide links every file in docs/decisions/', () => {
    const index = read('docs/guides/rules-we-chose.md');

    expect(unlinkedPages(repositoryRoot, index, 'docs/guides', 'docs/decisions')).toEqual([]);
  });

  it('reports a page its index does not link, whatever folder the index is in', () => {
    const index = '[Logout](../decisions/logout.md) and [breakpoints](../decisions/breakpoints.md#why)';
    const unlinked = unlinkedPages(repositoryRoot, index, 'docs/guides', 'docs/decisions');

    expect(unlinked).toContain('docs/decisions/chat-room.md');
    expect(unlinked).not.toContain('docs/decisions/logout.md');
    expect(unlinked).not.toContain('docs/decisions/breakpoints.md');
  });
});
