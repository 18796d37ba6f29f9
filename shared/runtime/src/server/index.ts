/**
 * `@site-chrome/runtime/server`: what a Node fragment server (`@site-chrome/server`) needs of the runtime to
 * render a part as the browser will hydrate it: the request's own store, query client and i18n instance,
 * the part's tree, the props schema and the fragment's markup attributes. Never federated and never
 * imported by browser code.
 */
export { createRequestI18n } from './request-i18n';
export { ChromeScopeContext } from '../scope/chrome-scope';
export type { ChromeScope } from '../scope/chrome-scope';
export { PartTree } from '../mount/part-tree';
export { chromePropsSchema } from '../props/chrome-props-schema';
export { fragmentAttribute, fragmentBuildAttribute, fragmentDataAttribute } from '../mount/server-fragment';
// What a fragment server writes of its answers (issue 41: short, the reader fills in the rest).
export type { HydrationQuery, WrittenHydrationData } from '../mount/hydration-data';
// The props a render puts in the store (also for test harnesses that play the server's part by hand).
export { hostPropsUpdate } from '../props/host-props-update';
// The theme's colours and fonts, for a server writing a page around the parts (the demo's ssr=1 page).
export { themeTokens } from '../theme/tokens';
// The API clients a server makes for its own calls (its time-out, headers, origin and each call's scope).
export { createApiClient, serverTimeoutMs } from '../api/api-client';
export type { ApiClient } from '../api/api-client';
