import http from 'node:http';

/**
 * A closed loop of plain node:http requests: `connections` keep-alive sockets, each with exactly one request
 * in flight, for `durationSeconds`; every response time recorded. The check on autocannon's figures: against
 * nginx's cache, autocannon's response times add up to several times the wall time on one connection (it had
 * more than one request in flight per connection), so they are not single-request latencies.
 */
export async function closedLoop(options: {
  port: number;
  connections: number;
  durationSeconds: number;
  nextPath: () => string;
}): Promise<{ latenciesMs: number[]; failures: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latenciesMs: number[] = [];
  let failures = 0;
  const end = performance.now() + options.durationSeconds * 1000;
  const once = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      http
        .get({ host: '127.0.0.1', port: options.port, path: options.nextPath(), agent }, (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode === 200) latenciesMs.push(performance.now() - started);
            else failures++;
            resolve();
          });
        })
        .on('error', () => {
          failures++;
          resolve();
        });
    });
  const loop = async () => {
    while (performance.now() < end) await once();
  };
  await Promise.all(Array.from({ length: options.connections }, loop));
  agent.destroy();
  return { latenciesMs, failures };
}
