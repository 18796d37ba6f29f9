import type { AppDescription } from './apps';

const row = (what: string, where: string) => `  ${what.padEnd(33)} ${where}`;

/**
 * What `npm start` and `npm run dev` say once they serve: where each origin listens (the ports of
 * `@site-chrome/rules/ports`): the demo page in its forms and the mock API beside it, each remote, and each
 * remote's fragment server processes behind its origin's `/fragment/`.
 */
export function originsBanner(host: AppDescription, remotes: readonly AppDescription[]): string {
  const page = `http://localhost:${host.port}`;
  const header = remotes.find((app) => app.folder === 'remote-header');
  return [
    row('demo page', `${page}/`),
    row('server-rendered demo page', `${page}/?ssr=1`),
    row('plain page (not React)', `${page}/plain.html`),
    row('mock API + error collector', `${page}/api/`),
    ...remotes.flatMap((app) => {
      const origin = `http://localhost:${app.port}`;
      const servers = app.fragmentServer?.ports.map((port) => `http://127.0.0.1:${port}`) ?? [];
      return [
        row(app.label, `${origin}/`),
        ...(servers.length > 0
          ? [row(`${app.label}'s fragment servers`, `${servers.join(', ')} (behind ${origin}/fragment/)`)]
          : []),
      ];
    }),
    ...(header ? [row('loader for plain pages', `http://localhost:${header.port}/loader.js`)] : []),
  ].join('\n');
}
