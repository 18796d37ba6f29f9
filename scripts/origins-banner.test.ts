/** @jest-environment node */
import { appPorts, fragmentServerPorts } from '@site-chrome/rules/ports';
import { hostApp, remoteApps } from './apps';
import { originsBanner } from './origins-banner';

/* `npm start` and `npm run dev` say where every origin listens: each port of the one table, none left out. */
describe('originsBanner', () => {
  const lines = originsBanner(hostApp, remoteApps)
    .split('\n')
    .map((line) => line.trim().replace(/ {2,}/, ' | '));

  it('names the demo page, its server-rendered form and the mock API on the page port', () => {
    expect(lines).toContain(`demo page | http://localhost:${appPorts.host}/`);
    expect(lines).toContain(`server-rendered demo page | http://localhost:${appPorts.host}/?ssr=1`);
    expect(lines).toContain(`mock API + error collector | http://localhost:${appPorts.host}/api/`);
  });

  it('names each remote origin and each fragment server process of the ports table', () => {
    for (const remote of ['header', 'footer', 'search'] as const)
      expect(lines).toContain(`${remote} remote | http://localhost:${appPorts[remote]}/`);
    for (const remote of ['header', 'footer'] as const) {
      const processes = fragmentServerPorts[remote].map((port) => `http://127.0.0.1:${port}`).join(', ');
      expect(lines).toContain(
        `${remote} remote's fragment servers | ${processes} (behind http://localhost:${appPorts[remote]}/fragment/)`,
      );
    }
  });
});
