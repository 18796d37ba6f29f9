import { QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import { readHydrationData, type HydrationQuery } from './hydration-data';

/*
 * Issue 41: a fragment server writes each answer short (key, hash, data, time); the reader hands `hydrate`
 * the state `dehydrate` would have written, so the page's cache holds the same query either way.
 */

const written: HydrationQuery = {
  queryKey: ['chrome', 'site', 'greeting'],
  queryHash: '["chrome","site","greeting"]',
  state: { data: { text: 'hello' }, dataUpdatedAt: 1000, status: 'success' },
};

const fragmentData = (queries: unknown[]) =>
  JSON.stringify({ build: '1.0.0+test', props: {}, renderDay: 1, queries: { queries, mutations: [] } });

describe('readHydrationData', () => {
  it('puts back the state dehydrate writes for a successful answer, around the data written', () => {
    const client = new QueryClient();
    client.setQueryData(written.queryKey, written.state.data, { updatedAt: 1000 });
    const [full] = dehydrate(client).queries;

    const reading = readHydrationData(fragmentData([written]));

    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.data.queries.queries[0]?.state).toEqual(full?.state);
  });

  it('gives hydrate an answer the page’s cache holds as one it had fetched itself', () => {
    const reading = readHydrationData(fragmentData([written]));
    if (!reading.ok) throw new Error(reading.problem);
    const client = new QueryClient();

    hydrate(client, reading.data.queries);

    expect(client.getQueryState(written.queryKey)).toMatchObject({
      data: { text: 'hello' },
      status: 'success',
      fetchStatus: 'idle',
      error: null,
      isInvalidated: false,
    });
  });

  it('still reads a fragment whose answers are written whole (a server of an earlier build)', () => {
    const client = new QueryClient();
    client.setQueryData(written.queryKey, 'whole', { updatedAt: 1000 });
    const whole = dehydrate(client).queries;

    const reading = readHydrationData(fragmentData(whole));

    expect(reading.ok && reading.data.queries.queries[0]?.state.data).toBe('whole');
  });
});
