import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { HydrationQuery } from '@site-chrome/runtime/server';
import type { ServerPart } from '../types';

/**
 * The render's answers as the fragment's hydration data carries them (issue 41, item 5): each query's key,
 * hash, data and time, and nothing else. `dehydrate` also writes a dozen fields of query state that are
 * always the same for a successful answer (no error, no failure count, idle), its `meta` and a
 * `dehydratedAt`: about 230 bytes per answer that the browser's reader (`readHydrationData`) puts back.
 * A part may hand over less of an answer than it rendered (`ServerPart.hydrationAnswer`): what its
 * hydration reads another way, or not at all, never travels twice.
 */
export function hydrationQueries(queryClient: QueryClient, part: ServerPart): HydrationQuery[] {
  return dehydrate(queryClient).queries.flatMap(({ queryKey, queryHash, state }) => {
    const data = part.hydrationAnswer ? part.hydrationAnswer(queryKey, state.data) : state.data;
    if (data === undefined) return [];
    return [{ queryKey, queryHash, state: { data, dataUpdatedAt: state.dataUpdatedAt, status: 'success' } }];
  });
}
