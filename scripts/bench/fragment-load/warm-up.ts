import { httpGet } from './http-get';

/**
 * Asks for each URL once, a few at a time, and wants a 200 for every one: the data caches filled and the
 * server's code warm before a timed case. A 503 (the render cap at work) or a 429 (nginx's per-client limit)
 * is asked again after a pause.
 */
export async function warmUp(origin: string, urls: readonly string[], inFlight = 4): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      for (let attempt = 1; ; attempt++) {
        const response = await httpGet(`${origin}${url}`);
        if (response.status === 200) break;
        if ((response.status !== 503 && response.status !== 429) || attempt === 20)
          throw new Error(
            `warm-up: ${url.slice(0, 120)} answered ${response.status}: ${response.body.slice(0, 200)}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
}
