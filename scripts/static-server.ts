import { promises as fs } from 'node:fs';
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sirv from 'sirv';
import { newScriptNonce, withScriptNonce } from './content-security-policy';
import { acceptedCopies } from './accepted-copies';
import { createFragmentProxy } from './fragment-proxy';
import { refuseMalformedHost } from './malformed-host';

/**
 * Our types, not sirv's (mrmime): scripts and pages say their charset, a `.ts` file (the remotes' generated
 * types) is text rather than an MPEG stream, and a `.br`/`.gz` copy asked for by its own name is bytes.
 */
const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.zip': 'application/zip',
  '.ts': 'text/plain; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Content-hashed build files (`main.01234567.js`) never change, so browsers may keep them a year. */
const hashedFilePattern = /\.[0-9a-f]{8}\.[a-z]+(\.map)?$/;

function cacheControlFor(filePath: string): string {
  return hashedFilePattern.test(path.basename(filePath))
    ? 'public, max-age=31536000, immutable'
    : // remoteEntry.js, mf-manifest.json, HTML and types must be revalidated: they name the current chunks.
      'no-cache';
}

/** The build's precompressed copies (webpack/src/compression-plugins.ts), by file name ending. */
const copyExtension = /\.(br|gz)$/;

export type RequestHandler = (
  request: IncomingMessage,
  response: ServerResponse,
) => boolean | Promise<boolean>;

export interface StaticServerOptions {
  /** Folder served, usually an app's dist/. */
  root: string;
  /** 0 picks a free port. */
  port: number;
  /** Shown in messages, e.g. 'header remote'. */
  label: string;
  /** Answer unknown paths without an extension with index.html (the demo's page routes). Default false. */
  pageFallback?: boolean;
  /** Tried before static files; returns true when it answered (the mock API). */
  handler?: RequestHandler;
  /** The Content-Security-Policy of every HTML page served; given the nonce where the page got one. */
  contentSecurityPolicy?: (scriptNonce?: string) => string;
  /** HTML files (paths from the root, e.g. '/index.html') whose inline scripts get a nonce per response. */
  noncedPages?: string[];
  /**
   * More folders, each served under a URL prefix with the same rules (`{ '/deployed/': '<app>/deployed' }`):
   * what a deploy publishes into while pages read it (scripts/deploy.ts). Default none.
   */
  mounts?: Record<string, string>;
  /**
   * The remote's fragment server processes (issue 33, issue 40): `/fragment/…` is handed to them in turn, the
   * next one tried when one does not answer, as the remote origin's nginx does in production. Default none
   * (`/fragment/` is then a file path like any other).
   */
  fragmentServers?: readonly string[];
}

export interface RunningServer {
  origin: string;
  close: () => Promise<void>;
}

/**
 * The demo's origins, on loopback: sirv serves the files (with the build's `.br`/`.gz` copies), wrapped for
 * what a federated remote and the demo need and sirv does not do. The wrapper, in order: a malformed Host
 * refused with 400; CORS on every answer and preflights; the mock API before any file; only GET and HEAD;
 * encoded `../` refused with 403; our content types, cache rules and CSP; the client's q-values (sirv only
 * looks for the substrings "br" and "gzip"); the demo's page routes; remote pages rewritten with a nonce per
 * response.
 */
export function startStaticServer(options: StaticServerOptions): Promise<RunningServer> {
  const handle = createStaticHandler(options);
  const server = http.createServer((request, response) => {
    if (refuseMalformedHost(request, response)) return;
    void handle(request, response).catch((error: unknown) => {
      console.error(`[${options.label}] ${request.method} ${request.url} failed`, error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(
          new Error(
            `Port ${options.port} (${options.label}) is already in use. Stop whatever holds it (an earlier \`npm start\`?), e.g. with \`lsof -i :${options.port}\` or \`fuser -k ${options.port}/tcp\`, then try again.`,
          ),
        );
      } else reject(error);
    });
    // Loopback only: the demo's origins, the mock API and the chaos suite's fault knob are for this machine.
    server.listen(options.port, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://localhost:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

function createStaticHandler(options: StaticServerOptions) {
  const root = path.resolve(options.root);
  const files = sirv(root, {
    // Looks each file up when asked instead of indexing the folder once: `npm run dev` rebuilds into it
    // while serving, and a build must not need a server restart.
    dev: true,
    brotli: true,
    gzip: true,
    // No `/about` → `/about.html`: a path names one file (the host's page routes are handled below).
    extensions: [],
    setHeaders: (response, pathname) => {
      const extension = path.extname(pathname);
      response.setHeader('Content-Type', contentTypes[extension] ?? 'application/octet-stream');
      response.setHeader('Cache-Control', cacheControlFor(pathname));
      if (extension === '.html' && options.contentSecurityPolicy)
        response.setHeader('Content-Security-Policy', options.contentSecurityPolicy());
      // sirv's Vary: Accept-Encoding stays on every file (it sets it whenever copies may be served): a
      // cache must not hand a brotli copy to a client that did not ask for one.
    },
  });
  const serveFile = (request: IncomingMessage, response: ServerResponse, notFound: () => void) =>
    files(request, response, notFound);
  const proxyFragment = options.fragmentServers?.length
    ? createFragmentProxy(options.fragmentServers, options.label)
    : undefined;
  const mounted = Object.entries(options.mounts ?? {}).map(
    ([prefix, folder]) =>
      [prefix, createStaticHandler({ root: folder, port: 0, label: options.label })] as const,
  );

  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': '*',
      });
      response.end();
      return;
    }
    if (options.handler && (await options.handler(request, response))) return;
    if (proxyFragment && request.url?.startsWith('/fragment/')) {
      await proxyFragment(request, response);
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' });
      response.end();
      return;
    }

    // The URL parser folds `..` segments back inside the root; what is left outside once decoded is an
    // encoded traversal (`..%2f`). sirv would only answer 404 for it; we refuse it outright.
    const url = new URL(request.url ?? '/', 'http://localhost');
    let decodedPath: string;
    try {
      decodedPath = decodeURIComponent(url.pathname);
    } catch {
      response.writeHead(400);
      response.end();
      return;
    }
    const insideRoot = path.relative(root, path.resolve(root, `.${decodedPath}`));
    if (insideRoot.startsWith('..') || path.isAbsolute(insideRoot)) {
      response.writeHead(403);
      response.end();
      return;
    }

    const mount = mounted.find(([prefix]) => url.pathname.startsWith(prefix));
    if (mount) {
      const [prefix, serveMounted] = mount;
      request.url = `/${url.pathname.slice(prefix.length)}${url.search}`;
      await serveMounted(request, response);
      return;
    }

    const filePath = url.pathname.endsWith('/') ? `${url.pathname}index.html` : url.pathname;
    if (options.noncedPages?.includes(filePath)) {
      await sendNoncedPage(options, path.join(root, filePath), request, response);
      return;
    }
    request.url = `${filePath}${url.search}`;
    // sirv picks a copy by substring ("br" anywhere, then "gzip"); hand it only what the client accepts.
    request.headers['accept-encoding'] = acceptedCopies(request.headers['accept-encoding']).join(', ');
    // sirv labels a `.br`/`.gz` file with its encoding even when asked for by that name; such a request
    // gets the bytes as they are (application/octet-stream), as nginx sends them.
    if (copyExtension.test(filePath)) sendWithoutContentEncoding(response);
    // sirv pipes the file without an error handler: a file that vanishes between lookup and read (a
    // rebuild in progress) ends this response instead of the server.
    response.once('pipe', (source: Readable) =>
      source.once('error', (error) => {
        console.error(`[${options.label}] reading ${filePath} failed`, error);
        response.destroy(error);
      }),
    );

    serveFile(request, response, () => {
      if (options.pageFallback && !path.extname(filePath)) {
        request.url = '/index.html';
        serveFile(request, response, () => sendNotFound(response));
      } else sendNotFound(response);
    });
  };
}

function sendNotFound(response: ServerResponse): void {
  response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
  response.end('Not found');
}

/** Drops the Content-Encoding sirv passes to writeHead for this one response. */
function sendWithoutContentEncoding(response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response) as (
    statusCode: number,
    headers?: OutgoingHttpHeaders,
  ) => ServerResponse;
  response.writeHead = ((statusCode: number, headers: OutgoingHttpHeaders = {}) => {
    const { 'Content-Encoding': _encoding, ...plain } = headers;
    return writeHead(statusCode, plain);
  }) as ServerResponse['writeHead'];
}

/**
 * A page whose inline scripts are let in by a nonce new on every response: rewritten as it is sent, so
 * never from a precompressed copy, and never cached under an old nonce. sirv only sends files as they are.
 */
async function sendNoncedPage(
  options: StaticServerOptions,
  filePath: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const page = await fs.readFile(filePath, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (page === undefined) {
    sendNotFound(response);
    return;
  }
  const scriptNonce = newScriptNonce();
  const body = withScriptNonce(page, scriptNonce);
  response.writeHead(200, {
    'Content-Type': contentTypes['.html'],
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    ...(options.contentSecurityPolicy
      ? { 'Content-Security-Policy': options.contentSecurityPolicy(scriptNonce) }
      : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}
