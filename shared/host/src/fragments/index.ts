/**
 * `@site-chrome/host/fragments`: what a page that composes server-rendered fragments (issue 33) needs: the
 * one canonical fragment URL per page state (its codec lives beside the props schema, in
 * `@site-chrome/runtime/fragments`, which the fragment servers read too).
 */
export { encodeFragmentQuery, fragmentPropsOf, isFragmentPartName } from '@site-chrome/runtime/fragments';
export type { FragmentPartName, FragmentProps } from '@site-chrome/runtime/fragments';
