import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the docs test (`readme-paths.test.ts`) counts as a repository path in a Markdown file. Only text in
 * single backticks outside fenced code blocks is read: prose names files that way, code blocks hold commands
 * and examples. A backticked text is a path when all of these hold:
 *
 * - it is made only of letters, digits and `. _ - / @`: anything else is a placeholder (`<remote>`,
 *   `{prefix}`), a glob (`**`), a query (`?site=`), a URL (`https://`), code (`useSite()`) or prose;
 * - it does not start with `/` (a route such as `/plain.html` or `/api/`, or a machine path such as
 *   `/usr/bin/chromium`), nor with `@` (an npm package or entry, `@site-chrome/data/x`, or a served
 *   file such as `@mf-types.zip`), nor contain `...` (an elided path);
 * - it is not `./Name` without an extension: a federated module's public name (`./Header`, `./mount`);
 * - it contains a `/`, or it is a bare file name with one of `sourceExtensions`. Bare names ending in `.js`,
 *   `.json` or `.html` are what the build writes and the servers serve (`remoteEntry.js`,
 *   `mf-manifest.json`, `bundled.html`), named as their URLs are, so they are not checked;
 * - no folder in it is one `.gitignore` ignores (`dist/`, `.screenshots/`, `bench-results/`): those are
 *   written by builds and scripts, and a fresh clone does not have them.
 *
 * Links and pictures (`[text](target)`, `![alt](target)`) are checked too, outside code blocks: a target
 * without a scheme (`https:`, `mailto:`) or a leading `#` must exist relative to the Markdown file, as a
 * Markdown viewer resolves it (its `#fragment` dropped).
 *
 * A path with a `/` exists when it resolves from the Markdown file's folder (an app's README names its own
 * `src/...`) or from the repository root. A bare file name exists when a file of that name is anywhere in
 * the repository: prose names a file it has just placed (`account-menu-model.ts`).
 */
const sourceExtensions = ['ts', 'tsx', 'mjs', 'cjs', 'md', 'conf', 'png', 'svg', 'sh', 'yml', 'yaml'];

const pathCharacters = /^[A-Za-z0-9._\-/@]+$/;
const federatedModuleName = /^\.\/[^/.]+$/;
const bareSourceFile = new RegExp(`^[^/]+\\.(${sourceExtensions.join('|')})$`);

/** Folders never searched for Markdown or file names: dependencies and git's own. */
const alwaysSkippedFolders = new Set(['node_modules', '.git']);

/** Folder names `.gitignore` ignores (its lines ending in `/`, with any leading `/` dropped). */
export function ignoredFolderNames(gitignore: string): Set<string> {
  return new Set(
    gitignore
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.endsWith('/') && !line.startsWith('#') && !line.startsWith('!'))
      .map((line) => line.replace(/^\//, '').replace(/\/$/, '')),
  );
}

/** The backticked texts of a Markdown document outside fenced code blocks, in order. */
export function backtickedTexts(markdown: string): string[] {
  return [...withoutCodeBlocks(markdown).matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? '');
}

function withoutCodeBlocks(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/** The relative targets of the document's links and pictures outside fenced code blocks, without fragments. */
export function relativeLinkTargets(markdown: string): string[] {
  return [...withoutCodeBlocks(markdown).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !target.startsWith('#') && !/^[a-z][a-z0-9+.-]*:/i.test(target))
    .map((target) => target.replace(/#.*$/, ''));
}

/** Whether a backticked text names a repository path (the rule above). */
export function isRepositoryPath(text: string, ignoredFolders: ReadonlySet<string>): boolean {
  if (!pathCharacters.test(text)) return false;
  if (text.startsWith('/') || text.startsWith('@') || text.includes('...')) return false;
  if (federatedModuleName.test(text)) return false;
  if (!text.includes('/') && !bareSourceFile.test(text)) return false;
  return !text.split('/').some((segment) => ignoredFolders.has(segment));
}

/** Every file under `directory` (relative to it, `/`-separated), skipping dependencies and ignored folders. */
function repositoryFiles(directory: string, ignoredFolders: ReadonlySet<string>): string[] {
  const found: string[] = [];
  const visit = (relative: string) => {
    for (const entry of readdirSync(path.join(directory, relative), { withFileTypes: true })) {
      if (alwaysSkippedFolders.has(entry.name) || ignoredFolders.has(entry.name)) continue;
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) visit(child);
      else found.push(child);
    }
  };
  visit('');
  return found;
}

/** The documents the test reads: every README.md, and every Markdown file under a `docs/` folder. */
export function isCheckedDocument(relativePath: string): boolean {
  const segments = relativePath.split('/');
  return (
    segments.at(-1) === 'README.md' ||
    (segments.slice(0, -1).includes('docs') && relativePath.endsWith('.md'))
  );
}

interface MissingPath {
  document: string;
  path: string;
}

/** The documents the test reads under `repositoryRoot`, `/`-separated, outside dependencies and ignored folders. */
export function checkedDocuments(repositoryRoot: string): string[] {
  const ignoredFolders = ignoredFolderNames(readFileSync(path.join(repositoryRoot, '.gitignore'), 'utf8'));
  return repositoryFiles(repositoryRoot, ignoredFolders).filter(isCheckedDocument);
}

/** Every repository path and link target the checked documents name that does not exist, under `repositoryRoot`. */
export function missingDocumentPaths(repositoryRoot: string): MissingPath[] {
  const ignoredFolders = ignoredFolderNames(readFileSync(path.join(repositoryRoot, '.gitignore'), 'utf8'));
  const files = repositoryFiles(repositoryRoot, ignoredFolders);
  const fileNames = new Set(files.map((file) => path.posix.basename(file)));
  const missing: MissingPath[] = [];
  for (const document of files.filter(isCheckedDocument)) {
    const markdown = readFileSync(path.join(repositoryRoot, document), 'utf8');
    const documentFolder = path.join(repositoryRoot, path.posix.dirname(document));
    for (const text of backtickedTexts(markdown)) {
      if (!isRepositoryPath(text, ignoredFolders)) continue;
      const exists = text.includes('/')
        ? [documentFolder, repositoryRoot].some((base) => existsSync(path.join(base, text)))
        : fileNames.has(text);
      if (!exists) missing.push({ document, path: text });
    }
    for (const target of relativeLinkTargets(markdown)) {
      if (!existsSync(path.join(documentFolder, decodeURI(target)))) missing.push({ document, path: target });
    }
  }
  return missing;
}
