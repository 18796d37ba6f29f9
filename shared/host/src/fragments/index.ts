/**
 * `@site-chrome/host/fragments`: the URL of a server-rendered fragment (issue 33), written by the pages that
 * compose fragments and read by the remotes' fragment servers.
 */
export { decodeFragmentQuery, encodeFragmentQuery, fragmentPropsOf } from './fragment-query';
export type { FragmentProps } from './fragment-query';
export { fragmentServerPorts } from './fragment-server-ports';
