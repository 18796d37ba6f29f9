import type { IncomingMessage } from 'node:http';

/**
 * A request as the error log names it (issue 40): the method, the path (which names the part) and the
 * parameters' names, never their values. `user` holds the reader's name and id, and the other values are
 * the client's text, so none of them belongs in a log.
 */
export function requestForLog(request: IncomingMessage): string {
  const url = new URL(request.url ?? '/', 'http://fragment-server');
  const names = [...new Set(url.searchParams.keys())];
  return `${request.method} ${url.pathname}${names.length ? ` (parameters: ${names.join(', ')})` : ''}`;
}

/**
 * An error as the log writes it: its stack (or text) with the `user` parameter's value and every string in
 * it cut out, should an error's message quote the props it was given.
 */
export function errorForLog(error: unknown, request: IncomingMessage): string {
  const text = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  const user = new URL(request.url ?? '/', 'http://fragment-server').searchParams.get('user');
  if (!user) return text;
  const secrets = [user, encodeURIComponent(user), ...stringsIn(user)].filter((value) => value.length > 1);
  return secrets
    .sort((one, other) => other.length - one.length)
    .reduce((redacted, secret) => redacted.split(secret).join('[user]'), text);
}

function stringsIn(json: string): string[] {
  try {
    const strings: string[] = [];
    JSON.parse(json, (_key, value: unknown) => {
      if (typeof value === 'string' || typeof value === 'number') strings.push(String(value));
      return value;
    });
    return strings;
  } catch {
    return [];
  }
}
