import { startFragmentServer, type FragmentServerOptions } from './start-fragment-server';

/**
 * A remote's whole server entry (each `remote-<name>/src/server/fragment-server.ts`): starts its fragment server with its
 * parts and says where it listens on the first line of its output (what `npm start` and the tests wait for),
 * or ends the process with the reason when it cannot start (a missing browser build, a port in use).
 */
export function serveFragments(options: FragmentServerOptions): void {
  startFragmentServer(options)
    .then(({ origin }) =>
      console.log(`${options.label} fragment server (build ${options.build}) on ${origin}`),
    )
    .catch((error: unknown) => {
      console.error(`${options.label} fragment server failed to start:`, error);
      process.exit(1);
    });
}
