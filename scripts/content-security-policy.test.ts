/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy, withScriptNonce } from './content-security-policy';

/** The policy deploy/nginx.conf sends with HTML, with its nonce variable filled in as nginx would. */
function nginxPolicy(scriptNonce?: string): string {
  const config = readFileSync(path.resolve(__dirname, '../deploy/nginx.conf'), 'utf8');
  const policy = /"~\^text\/html" "([^"]+)"/.exec(config)?.[1];
  if (!policy) throw new Error('deploy/nginx.conf has no policy for text/html');
  return policy.replace('${csp_script_nonce}', scriptNonce ? `'nonce-${scriptNonce}' ` : '');
}

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('the Content-Security-Policy', () => {
  it('is the same from the Node demo server and from nginx, with and without a nonce', () => {
    expect(contentSecurityPolicy()).toBe(nginxPolicy());
    expect(contentSecurityPolicy('abc123')).toBe(nginxPolicy('abc123'));
  });

  it('lets scripts in from our own origins only: no unsafe-inline, no unsafe-eval, no scheme or wildcard', () => {
    const scriptSources = directive(contentSecurityPolicy('abc123'), 'script-src');

    expect(scriptSources).toEqual([
      "'self'",
      "'nonce-abc123'",
      'localhost:3001',
      'localhost:3002',
      'localhost:3003',
    ]);
    expect(contentSecurityPolicy()).not.toContain('unsafe-eval');
    expect(contentSecurityPolicy()).not.toContain('*');
  });

  it('refuses plugins, foreign base URLs, foreign form targets and framing by other sites', () => {
    const policy = contentSecurityPolicy();

    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
  });
});

describe('withScriptNonce', () => {
  it('nonces inline scripts and leaves external ones and other text alone', () => {
    expect(withScriptNonce('<script src="a.js"></script><p>script</p><script>go()</script>', 'n1')).toBe(
      '<script src="a.js"></script><p>script</p><script nonce="n1">go()</script>',
    );
  });
});
