import fs from 'node:fs';
import path from 'node:path';
import type { Compiler } from 'webpack';

const pluginName = 'CopyPublicDirectory';

/**
 * Copies the app's `public/` into its build (the plain page and its script), without another dependency:
 * the files are few, flat and never transformed. copy-webpack-plugin does the same with globbing, caching
 * and transforms we do not need; this is the whole of what we use.
 */
export class CopyPublicDirectoryPlugin {
  constructor(private readonly appDirectory: string) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: pluginName, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const publicPath = path.join(this.appDirectory, 'public');
          for (const file of fs.readdirSync(publicPath)) {
            const absolute = path.join(publicPath, file);
            compilation.fileDependencies.add(absolute);
            compilation.emitAsset(file, new RawSource(fs.readFileSync(absolute)));
          }
        },
      );
    });
  }
}
