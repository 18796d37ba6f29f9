/**
 * `@site-chrome/runtime/server`: renders a part as an HTML fragment on a Node server (issue 33). Never
 * federated and never imported by browser code.
 */
export type {
  FragmentPartName,
  RenderedFragment,
  ScriptPreload,
  ServerDataCache,
  ServerPart,
  ServerQuery,
  ServerRenderContext,
} from './types';
export { renderChromeFragment } from './render-chrome-fragment';
export { createServerDataCache } from './server-data-cache';
export { signedInPlaceholder } from './signed-in-placeholder';
// The props a render puts in the store, for test harnesses that play the server's part by hand.
export { hostPropsUpdate } from '../props/host-props-update';
// The theme's colours and fonts, for a server writing a page around the parts (the demo's ssr=1 page).
export { themeTokens } from '../theme/tokens';
