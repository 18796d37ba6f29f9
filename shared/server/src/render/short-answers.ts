import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { HydrationQuery } from '@site-chrome/runtime/server';
import type { ServerPart } from '../types';

/**
 * The render's answers as the fragment's hydration data carries them (issue 41, item 5): what the part hands
 * over of its query cache (`ServerPart.hydrationQueries`: all of it unless it says less), each answer as its
 * key, hash, data and time, and nothing else. `dehydrate` also writes a dozen fields of query state that are
 * always the same for a successful answer (no error, no failure count, idle), its `meta` and a
 * `dehydratedAt`: about 230 bytes per answer that the browser's reader (`readHydrationData`) puts back.
 */
export function shortAnswers(queryClient: QueryClient, part: ServerPart): HydrationQuery[] {
  const dehydrated = dehydrate(queryClient);
  const handedOver = part.hydrationQueries ? part.hydrationQueries(dehydrated) : dehydrated;
  return handedOver.queries.map(({ queryKey, queryHash, state }) => ({
    queryKey,
    queryHash,
    state: { data: state.data, dataUpdatedAt: state.dataUpdatedAt, status: 'success' },
  }));
}
