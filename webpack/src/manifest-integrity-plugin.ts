import { createHash } from 'node:crypto';
import { manifestIntegrityField } from '@site-chrome/host/integrity-contract';
import type { Compilation, Compiler } from 'webpack';

const pluginName = 'ManifestIntegrity';

/** The Subresource Integrity value of a file's bytes: sha384, base64, as browsers check it. */
export function subresourceIntegrity(content: Buffer): string {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
}

export interface ManifestIntegrityOptions {
  /** The manifest the federation plugin writes. Default `mf-manifest.json`. */
  manifestFileName?: string;
}

/**
 * Writes every script of a remote's build (remoteEntry.js and every chunk) with its integrity into the
 * remote's `mf-manifest.json`, as `integrity: { "<file>": "sha384-…" }` (issue 13): the page's runtime
 * loads each script with it, and the browser blocks a file that was changed after the build. The field is
 * one the federation runtime does not read, so the manifest stays valid for it.
 *
 * When: the hashes must be of the bytes served, after minifying, source-map comments and the real content
 * hashes in file names (OPTIMIZE_HASH); the manifest only exists from the federation plugin's own step at
 * OPTIMIZE_TRANSFER; and the `.br`/`.gz` copies, made at that same stage, must be of the manifest with the
 * hashes. So this taps OPTIMIZE_TRANSFER after the federation plugin and before the compression plugins:
 * place it after the federation plugin and before them in the plugin list. Out of order, the build fails.
 */
export class ManifestIntegrityPlugin {
  private readonly manifestFileName: string;

  constructor({ manifestFileName = 'mf-manifest.json' }: ManifestIntegrityOptions = {}) {
    this.manifestFileName = manifestFileName;
  }

  apply(compiler: Compiler): void {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: pluginName, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        () => {
          const manifest = compilation.getAsset(this.manifestFileName);
          if (!manifest) {
            compilation.errors.push(
              new WebpackError(
                `${pluginName}: no ${this.manifestFileName} to write integrity into: the plugin must come after the federation plugin.`,
              ),
            );
            return;
          }
          const content = JSON.parse(manifest.source.source().toString()) as Record<string, unknown>;
          content[manifestIntegrityField] = scriptIntegrity(compilation);
          compilation.updateAsset(
            this.manifestFileName,
            new sources.RawSource(JSON.stringify(content, null, 2)),
          );
        },
      );
    });
  }
}

/** Each script of the build (by its path in the output folder) with the integrity of its final bytes. */
function scriptIntegrity(compilation: Compilation): Record<string, string> {
  const scripts = compilation
    .getAssets()
    .filter((asset) => asset.name.endsWith('.js'))
    .sort((a, b) => a.name.localeCompare(b.name));
  return Object.fromEntries(
    scripts.map((asset) => [asset.name, subresourceIntegrity(asset.source.buffer())]),
  );
}
