/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import webpack from 'webpack';
import { scriptIntegrityGlobalName } from '@site-chrome/host/integrity-contract';
import { ChunkIntegrityPlugin } from './chunk-integrity-plugin';

const remoteOrigin = 'https://remote.example.com/header/';
const lazyChunkIntegrity = `sha384-${'C'.repeat(64)}`;

let directory: string;

beforeEach(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'chunk-integrity-'));
  writeFileSync(path.join(directory, 'entry.js'), "import('./lazy');\n");
  writeFileSync(path.join(directory, 'lazy.js'), 'export const lazy = true;\n');
});

afterEach(() => {
  rmSync(directory, { recursive: true, force: true });
});

/** A remote's entry that loads one lazy chunk with webpack's script loader, as the remotes do. */
async function buildEntry(): Promise<{ entry: string; lazyChunk: string }> {
  const compiler = webpack({
    mode: 'production',
    context: directory,
    entry: { remoteEntry: './entry.js' },
    output: {
      path: path.join(directory, 'dist'),
      publicPath: remoteOrigin,
      chunkFilename: 'lazy.js',
      crossOriginLoading: 'anonymous',
    },
    plugins: [new ChunkIntegrityPlugin()],
  });
  await new Promise<void>((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else resolve();
    });
  });
  return {
    entry: readFileSync(path.join(directory, 'dist', 'remoteEntry.js'), 'utf8'),
    lazyChunk: `${remoteOrigin}lazy.js`,
  };
}

interface ScriptOnPage {
  src?: string;
  integrity: string | null;
  crossOrigin: string | null;
}

/**
 * Runs the entry on a page whose runtime has read `table` from the remotes' manifests, and gives the
 * script element webpack made for the lazy chunk (jsdom does not fetch it; the page is closed after).
 */
function runOnPage(entry: string, table?: Map<string, string>): ScriptOnPage {
  const page = new JSDOM('<!doctype html><head></head>', {
    url: 'https://page.example.com/',
    runScripts: 'outside-only',
  });
  if (table)
    (page.window as unknown as Record<symbol, unknown>)[Symbol.for(scriptIntegrityGlobalName)] = table;
  page.window.eval(entry);
  const script = page.window.document.head.querySelector('script');
  const seen = {
    src: script?.src,
    integrity: script?.getAttribute('integrity') ?? null,
    crossOrigin: script?.getAttribute('crossorigin') ?? null,
  };
  page.window.close();
  return seen;
}

describe('given a remote that loads its lazy chunk with webpack’s script loader', () => {
  it('when the page knows the chunk’s integrity, the chunk’s script carries it, with CORS', async () => {
    const { entry, lazyChunk } = await buildEntry();

    const script = runOnPage(entry, new Map([[lazyChunk, lazyChunkIntegrity]]));

    expect(script).toEqual({ src: lazyChunk, integrity: lazyChunkIntegrity, crossOrigin: 'anonymous' });
  });

  it('when the page has no integrity for it (a page or remote from before), it loads unchecked', async () => {
    const { entry, lazyChunk } = await buildEntry();

    const withoutTable = runOnPage(entry);
    const withOtherFiles = runOnPage(entry, new Map([[`${remoteOrigin}other.js`, lazyChunkIntegrity]]));

    expect(withoutTable).toEqual({ src: lazyChunk, integrity: null, crossOrigin: 'anonymous' });
    expect(withOtherFiles).toEqual({ src: lazyChunk, integrity: null, crossOrigin: 'anonymous' });
  });
});
