import type { Compiler } from 'webpack';

const pluginName = 'DropDuplicateShareRuntime';

/**
 * webpack 5.111 answers `__webpack_require__.S` with its own share-scope runtime module, and the
 * federation plugin (2.9.2) adds its own beside it; the federation one runs later and replaces it, so
 * the first is dead code in every entry (about 1.7 KB raw in each `remoteEntry.js`). This keeps
 * webpack's out of any chunk that already has a `sharing` runtime module. Remove it once the federation
 * plugin stops the duplicate itself: the entries then stay the same size without it.
 */
export class DropDuplicateShareRuntimePlugin {
  apply(compiler: Compiler): void {
    const { RuntimeGlobals } = compiler.webpack;
    compiler.hooks.compilation.tap(pluginName, (compilation) => {
      compilation.hooks.runtimeRequirementInTree
        .for(RuntimeGlobals.shareScopeMap)
        .tap(pluginName, (chunk) => {
          for (const module of compilation.chunkGraph.getChunkRuntimeModulesIterable(chunk)) {
            // Returning true stops the hook before webpack's own RuntimePlugin adds its module.
            if (module.name === 'sharing') return true;
          }
          return undefined;
        });
    });
  }
}
