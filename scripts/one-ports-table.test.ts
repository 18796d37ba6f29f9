/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { appPorts, fragmentServerPorts, nginxApiPort } from '@site-chrome/rules/ports';
import { upstreamPorts } from './bench/fragment-load/nginx-ports';

/*
 * Issue 42: the demo's ports are written once, in `@site-chrome/rules/ports`; every script, config and
 * package reads them there. A second table (or a port typed into code) would drift from it unseen.
 */

const repositoryRoot = path.resolve(__dirname, '..');
const tableFile = 'shared/rules/src/ports/index.ts';

/** The code of a file without its comments (good enough for our sources: no `//` inside strings here). */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

/** A port of the table written as a number, or 3000 (also a time-out in ms) after a host name's colon. */
function portsWrittenIn(code: string): string[] {
  const tablePorts = [
    ...Object.values(appPorts).filter((port) => port !== appPorts.host),
    ...Object.values(fragmentServerPorts).flat(),
    nginxApiPort,
  ];
  const literal = new RegExp(`(?<![\\w.])(${tablePorts.join('|')})(?![\\w.])`, 'g');
  const hostPort = new RegExp(`(?:localhost|127\\.0\\.0\\.1):${appPorts.host}\\b`, 'g');
  return [...code.matchAll(literal), ...code.matchAll(hostPort)].map((match) => match[0]);
}

describe('the one ports table', () => {
  it('is the only code that writes a demo port: every other source file reads the table', () => {
    const sources = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs'], {
      cwd: repositoryRoot,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(
        (file) =>
          file &&
          file !== tableFile &&
          // Tests, browser suites and the test kits' data name concrete URLs on purpose.
          !/\.(test|spec)\.tsx?$|^e2e\/|^shared\/dev\/src\/testing\/|^examples\//.test(file),
      );
    const offenders = sources.flatMap((file) => {
      const found = portsWrittenIn(withoutComments(readFileSync(path.join(repositoryRoot, file), 'utf8')));
      return found.length > 0 ? [`${file}: ${found.join(', ')}`] : [];
    });
    expect(offenders).toEqual([]);
  });

  it('finds a port typed into code, so the check above can fail', () => {
    expect(portsWrittenIn("const origin = 'http://localhost:3001';")).toEqual(['3001']);
    expect(portsWrittenIn('fetch(`http://127.0.0.1:3000/api/`)')).toEqual(['127.0.0.1:3000']);
    expect(portsWrittenIn('const ports = { header: [3101, 3103] };')).toEqual(['3101', '3103']);
    expect(portsWrittenIn('const timeoutMs = 3000; const port = appPorts.header;')).toEqual([]);
  });

  it('is the one deploy/nginx.conf listens on and proxies to', () => {
    const config = readFileSync(path.join(repositoryRoot, 'deploy', 'nginx.conf'), 'utf8');
    const listens = [...config.matchAll(/^\s*listen\s+(\d+);/gm)].map((match) => Number(match[1]));
    expect(listens).toEqual([appPorts.host, appPorts.header, appPorts.footer, appPorts.search]);
    const upstreams = upstreamPorts(config);
    expect(upstreams.header_fragment_server).toEqual([...fragmentServerPorts.header]);
    expect(upstreams.footer_fragment_server).toEqual([...fragmentServerPorts.footer]);
    expect(config).toContain(`proxy_pass http://127.0.0.1:${nginxApiPort};`);
  });
});
