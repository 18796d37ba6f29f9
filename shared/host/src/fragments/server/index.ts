/**
 * `@site-chrome/host/fragment-server`: the Node side of server-rendered fragments (issue 33), which each
 * remote's `src/server/fragment-server.ts` starts. Node only: never imported by browser code.
 */
export { fragmentServerEnvironment, startFragmentServer } from './start-fragment-server';
