import { scriptIntegrityGlobalName } from '@site-chrome/host/integrity-contract';
import type { Compiler } from 'webpack';

const pluginName = 'ChunkIntegrity';

/**
 * Runs in webpack's script loader (`__webpack_require__.l`) with its `url` and new `script` in scope:
 * the integrity the page's runtime learnt for that URL from the remote's manifest, if any.
 */
const setIntegrityFromPage = [
  `var scriptIntegrity = globalThis[Symbol.for(${JSON.stringify(scriptIntegrityGlobalName)})];`,
  'if (scriptIntegrity && scriptIntegrity.has(url)) script.setAttribute("integrity", scriptIntegrity.get(url));',
].join('\n');

/**
 * A remote loads its own lazy chunks with webpack's script loader, not through the federation runtime, so
 * the runtime's `createScript` hook never sees them: checked by the federation host's runtime plugins,
 * the entry would be, the chunks it then asks for would not. This adds one lookup to that loader: each
 * chunk is created with the integrity the page's runtime read from the remote's manifest
 * (`script-integrity-plugin.ts` in `@site-chrome/host`). A chunk the page has no hash
 * for loads unchecked, as before.
 */
export class ChunkIntegrityPlugin {
  apply(compiler: Compiler): void {
    const { LoadScriptRuntimeModule } = compiler.webpack.runtime;
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(
        pluginName,
        (source) => `${source}\n${setIntegrityFromPage}`,
      );
    });
  }
}
