/**
 * Concurrent calls with one key share one run (issue 40): a burst of requests for a fragment nobody has
 * rendered yet costs one render, not one each. The key is forgotten once its run settles. Each caller says
 * whether it still wants the answer (its client is still connected); the run is told whether anyone does.
 */
export function createSingleFlight<T>() {
  const running = new Map<string, { result: Promise<T>; askers: Array<() => boolean> }>();
  return (
    key: string,
    run: (stillWanted: () => boolean) => Promise<T>,
    wanted: () => boolean,
  ): Promise<T> => {
    const flight = running.get(key);
    if (flight) {
      flight.askers.push(wanted);
      return flight.result;
    }
    const askers = [wanted];
    const result = run(() => askers.some((asker) => asker())).finally(() => running.delete(key));
    running.set(key, { result, askers });
    return result;
  };
}
