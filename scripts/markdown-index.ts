import { readdirSync } from 'node:fs';
import path from 'node:path';
import { relativeLinkTargets } from './markdown-paths';

/**
 * An index page lists every page of its folder: the README links every guide (`docs/guides/`), and the
 * rules-we-chose guide every decision (`docs/decisions/`), so a page added without a way to find it fails
 * the docs test (`readme-paths.test.ts`).
 *
 * The Markdown files of `folder` (from `repositoryRoot`) that `indexMarkdown`, a document in `indexFolder`,
 * does not link to.
 */
export function unlinkedPages(
  repositoryRoot: string,
  indexMarkdown: string,
  indexFolder: string,
  folder: string,
): string[] {
  const linked = new Set(
    relativeLinkTargets(indexMarkdown).map((target) =>
      path.relative(repositoryRoot, path.resolve(repositoryRoot, indexFolder, decodeURI(target))),
    ),
  );
  return readdirSync(path.join(repositoryRoot, folder))
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.posix.join(folder, name))
    .filter((page) => !linked.has(page.split('/').join(path.sep)))
    .sort();
}
