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

/**
 * Serves the files of `folders` for every URL under `urlPrefix`, as a static origin would: CORS, no-cache,
 * brotli or gzip where the build wrote a compressed copy and the browser accepts it (so bytes compare with
 * the real remotes'). Anything else under the prefix is a 404.
 */
export async function serveFolders(page: Page, urlPrefix: string, folders: readonly string[]) {
  const prefixPath = new URL(urlPrefix).pathname;
  await page.route(`${urlPrefix}**`, async (route) => {
    const relative = decodeURIComponent(new URL(route.request().url()).pathname.slice(prefixPath.length));
    const file = fileIn(folders, relative || 'index.html');
    const headers = { 'access-control-allow-origin': '*', 'cache-control': 'no-cache' };
    if (!file) return route.fulfill({ status: 404, headers, body: 'not found' });
    const accepted = (await route.request().headerValue('accept-encoding')) ?? '';
    const encoding = (['br', 'gzip'] as const).find(
      (candidate) =>
        accepted.includes(candidate) && existsSync(`${file}.${candidate === 'br' ? 'br' : 'gz'}`),
    );
    const contentType = file.endsWith('.js')
      ? 'text/javascript; charset=utf-8'
      : file.endsWith('.json')
        ? 'application/json'
        : 'text/html; charset=utf-8';
    if (!encoding) return route.fulfill({ path: file, headers: { ...headers, 'content-type': contentType } });
    return route.fulfill({
      path: `${file}.${encoding === 'br' ? 'br' : 'gz'}`,
      headers: { ...headers, 'content-type': contentType, 'content-encoding': encoding },
    });
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
    const sizes = await request.sizes().catch(() => undefined);
    scripts.push({ url: request.url(), bytes: sizes?.responseBodySize ?? 0 });
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
