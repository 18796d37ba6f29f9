/**
 * Concurrent calls with one key share one run (issue 40): a burst of requests for a fragment nobody has
 * rendered yet costs one render, not one each. The key is forgotten once its run settles.
 */
export function createSingleFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return (key: string, run: () => Promise<T>): Promise<T> => {
    const shared = running.get(key);
    if (shared) return shared;
    const started = run().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}
