/**
 * deploy/nginx.conf with its ports moved (pure text work, for the load cases that run the production
 * configuration beside a running demo): every `listen` becomes a loopback-only listen on the moved port,
 * and every loopback address with a port in an `upstream`'s `server` line or a `proxy_pass` is moved the
 * same way. Ports elsewhere (the content security policy names `localhost:3001`) are left as they are: they
 * are text the browser reads, not sockets.
 */

/** The upstreams of a configuration and the loopback ports of their servers, by upstream name. */
export function upstreamPorts(config: string): Record<string, number[]> {
  const upstreams: Record<string, number[]> = {};
  for (const [, name, body] of config.matchAll(/upstream\s+([\w-]+)\s*\{([^}]*)\}/g)) {
    upstreams[name!] = [...body!.matchAll(/^\s*server\s+(?:127\.0\.0\.1|localhost):(\d+)/gm)].map((match) =>
      Number(match[1]),
    );
  }
  return upstreams;
}

/** Every port the configuration listens on or proxies to on loopback, in order of first mention. */
export function loopbackPorts(config: string): number[] {
  const ports = [
    ...config.matchAll(
      /^\s*(?:listen\s+(?:[\d.]+:)?(\d+)|server\s+(?:127\.0\.0\.1|localhost):(\d+)|proxy_pass\s+https?:\/\/(?:127\.0\.0\.1|localhost):(\d+))/gm,
    ),
  ].map((match) => Number(match[1] ?? match[2] ?? match[3]));
  return [...new Set(ports)];
}

/** `config` with each port of `moved` replaced in `listen`, upstream `server` and `proxy_pass` lines. */
export function moveNginxPorts(config: string, moved: ReadonlyMap<number, number>): string {
  const to = (port: string) => moved.get(Number(port)) ?? Number(port);
  return config
    .replace(
      /^(\s*)listen\s+(?:[\d.]+:)?(\d+)/gm,
      (_line, indent: string, port: string) => `${indent}listen 127.0.0.1:${to(port)}`,
    )
    .replace(
      /^(\s*server\s+(?:127\.0\.0\.1|localhost):)(\d+)/gm,
      (_line, head: string, port: string) => `${head}${to(port)}`,
    )
    .replace(
      /^(\s*proxy_pass\s+https?:\/\/(?:127\.0\.0\.1|localhost):)(\d+)/gm,
      (_line, head: string, port: string) => `${head}${to(port)}`,
    );
}
