/**
 * `@site-chrome/runtime/fragments`: the URL of a server-rendered fragment (issue 33, issue 40): the one
 * canonical query per page state, written by the pages that compose fragments (`@site-chrome/host/fragments`
 * passes it on) and read by the fragment servers (`@site-chrome/server`). Here, beside the props schema it
 * takes its rules from. Never federated: a page bundles what it uses of it.
 */
export { decodeFragmentQuery, encodeFragmentQuery, fragmentPropsOf } from './fragment-query';
export type { FragmentProps } from './fragment-query';
export { isFragmentPartName } from './fragment-parts';
export type { FragmentPartName } from './fragment-parts';
export { isSignedInPlaceholder, signedInPlaceholder } from './signed-in-placeholder';
