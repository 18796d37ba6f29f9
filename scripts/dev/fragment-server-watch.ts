import type { AppDescription } from '../apps';
import { startFragmentServerProcess } from '../fragment-servers';
import { createRestartableProcess, type RestartableProcess } from './restartable-process';

export interface WatchedFragmentServers {
  app: AppDescription;
  /** One per port of the app's fragment server (`@site-chrome/rules/ports`). */
  processes: RestartableProcess[];
}

/**
 * A remote's fragment server processes as `npm run dev` runs them: each started from the server build (its
 * `build/server/fragment-server.js`), started again when that build is rebuilt, retried after a crash.
 */
export function watchedFragmentServers(app: AppDescription, apiOrigin: string): WatchedFragmentServers {
  const fragmentServer = app.fragmentServer;
  return {
    app,
    processes: (fragmentServer?.ports ?? []).map((port) =>
      createRestartableProcess({
        label: `${app.label}'s fragment server (${port})`,
        start: async () =>
          (
            await startFragmentServerProcess({
              label: app.label,
              script: fragmentServer?.script ?? '',
              port,
              publicOrigin: `http://localhost:${app.port}`,
              apiOrigin,
            })
          )?.child,
      }),
    ),
  };
}

/**
 * Starts each process again, one after the other: while one restarts its sibling answers, and the origin's
 * `/fragment/` proxy tries the sibling (issue 40), so the page never loses its server-rendered part.
 */
export async function restartInTurn({ processes }: WatchedFragmentServers): Promise<void> {
  for (const process of processes) await process.restart();
}
