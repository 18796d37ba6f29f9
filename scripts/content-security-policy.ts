import { appPorts } from '@site-chrome/rules/ports';

/**
 * The Content-Security-Policy every HTML page of the demo is served with, by the Node server
 * (scripts/serve.ts) and by nginx (deploy/nginx.conf, which spells the same policy out; a jest test keeps
 * the two equal).
 *
 * Scripts come from our four origins only: no 'unsafe-inline', no 'unsafe-eval'. The one inline script
 * there is, the boot script of a remote's own page (webpack/src/standalone-page.html), is let in by a
 * nonce new on every response. Styles may be inline because styled-components writes its rules into
 * <style> elements at run time. Images: the API's /images/ on the page origin, the footer's assets/ and
 * data: URLs (inline SVG in the header and footer bundles). Manifests are fetched from the remotes.
 */
export function contentSecurityPolicy(scriptNonce?: string): string {
  // No scheme: a source without one takes the page's, so the demo served over https (as the requests chaos
  // spec serves it) lets in the remotes over https, and an http page still only over http or https.
  const remoteOrigins = [appPorts.header, appPorts.footer, appPorts.search].map(
    (port) => `localhost:${port}`,
  );
  const nonce = scriptNonce ? [`'nonce-${scriptNonce}'`] : [];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...nonce, ...remoteOrigins]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', `localhost:${appPorts.footer}`]],
    ['connect-src', ["'self'", ...remoteOrigins]],
    ['font-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Base64 of 16 random bytes: a nonce no page can guess. */
export function newScriptNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

/**
 * The page with the nonce on each of its inline scripts (`<script>` with no attributes: the template's
 * boot script; external scripts carry src and need none), as nginx's sub_filter does.
 */
export function withScriptNonce(html: string, scriptNonce: string): string {
  return html.replaceAll('<script>', `<script nonce="${scriptNonce}">`);
}
