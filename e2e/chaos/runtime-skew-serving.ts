import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { fixtureDirectories } from '../runtime-skew/federation-versions';

const repositoryRoot = path.resolve(__dirname, '../..');

/** The fixtures `npm run build:runtime-skew` made for one federation release; fails clearly if it has not run. */
export function runtimeSkewFixtures(version: string) {
  const directories = fixtureDirectories(repositoryRoot, version);
  for (const directory of Object.values(directories)) {
    if (!existsSync(directory)) {
      throw new Error(
        `${directory} is missing: run \`npm run build:runtime-skew\` (after \`npm run build\`).`,
      );
    }
  }
  return directories;
}

function fileIn(folders: readonly string[], relative: string): string | undefined {
  return folders
    .map((folder) => path.join(folder, relative))
    .find((file) => existsSync(file) && statSync(file).isFile());
}

/** Per page, the bytes a static origin would have sent for each file served by `serveFolders` (its brotli copy). */
const wireBytesOfServedFiles = new WeakMap<Page, Map<string, number>>();

/**
 * Serves the files of `folders` for every URL under `urlPrefix`, as a static origin would: CORS, no-cache.
 * Anything else under the prefix is a 404. Chromium does not decode a compressed body a route fulfils, so
 * the files go out as they are and the figures count their brotli copies' size, as our static server sends.
 */
export async function serveFolders(page: Page, urlPrefix: string, folders: readonly string[]) {
  const prefixPath = new URL(urlPrefix).pathname;
  const wireBytes = wireBytesOfServedFiles.get(page) ?? new Map<string, number>();
  wireBytesOfServedFiles.set(page, wireBytes);
  await page.route(`${urlPrefix}**`, async (route) => {
    const url = route.request().url();
    const relative = decodeURIComponent(new URL(url).pathname.slice(prefixPath.length));
    const file = fileIn(folders, relative || 'index.html');
    const headers = { 'access-control-allow-origin': '*', 'cache-control': 'no-cache' };
    if (!file) return route.fulfill({ status: 404, headers, body: 'not found' });
    wireBytes.set(url, statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size);
    const contentType = file.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'application/json';
    return route.fulfill({ path: file, headers: { ...headers, 'content-type': contentType } });
  });
}

/** A script of one origin the page downloaded: its URL and its bytes on the wire (body, as encoded). */
interface DownloadedScript {
  url: string;
  bytes: number;
}

/** Records every script the page downloads from `origin`, with its encoded body size. */
export function watchScriptsFrom(page: Page, origin: string): DownloadedScript[] {
  const scripts: DownloadedScript[] = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script' || !request.url().startsWith(`${origin}/`)) return;
    const served = wireBytesOfServedFiles.get(page)?.get(request.url());
    const sizes = served === undefined ? await request.sizes().catch(() => undefined) : undefined;
    scripts.push({ url: request.url(), bytes: served ?? sizes?.responseBodySize ?? 0 });
  });
  return scripts;
}

const ownRuntimeScript = /\/federation-runtime-(\d+\.\d+\.\d+)\.js$/;

/** Which way the remote ran: on the page's runtime (slim), or on its own it downloaded. */
export function runtimePath(scripts: readonly DownloadedScript[]) {
  const own = scripts.filter((script) => ownRuntimeScript.test(script.url));
  return {
    path: own.length === 0 ? 'slim' : 'own runtime',
    ownRuntimeDownloads: own.length,
    ownRuntimeBytes: own.reduce((sum, script) => sum + script.bytes, 0),
    totalBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    urls: scripts.map((script) => script.url),
  };
}

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

/** The files a remote carries its own copies of `packages` in (its fallbacks), from its served manifest. */
export async function ownCopyFiles(
  page: Page,
  origin: string,
  packages: readonly string[],
): Promise<string[]> {
  const response = await page.request.get(`${origin}/mf-manifest.json`);
  const manifest = (await response.json()) as { shared: ManifestShared[] };
  return manifest.shared
    .filter((shared) => packages.includes(shared.name))
    .flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async])
    .map((file) => `${origin}/${file}`);
}
