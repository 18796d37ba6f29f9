import { createReadStream, promises as fs } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { newScriptNonce, withScriptNonce } from './content-security-policy';
import { chooseEncoding, precompressedEncodings, type PrecompressedEncoding } from './accept-encoding';

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

/**
 * Text types the build may write `.br`/`.gz` copies of (webpack/src/compression-plugins.ts). Whether a
 * given file got one is a build detail (too small to shrink, this build or the next), so every response
 * of these types says it varies on Accept-Encoding and caches key it the same way throughout.
 */
const compressibleExtensions = new Set(['.html', '.js', '.mjs', '.json', '.css', '.svg', '.txt']);

/** Content-hashed build files (`main.01234567.js`) never change, so browsers may keep them a year. */
const hashedFilePattern = /\.[0-9a-f]{8}\.[a-z]+(\.map)?$/;

function cacheControlFor(filePath: string): string {
  return hashedFilePattern.test(path.basename(filePath))
    ? 'public, max-age=31536000, immutable'
    : // remoteEntry.js, mf-manifest.json, HTML and types must be revalidated: they name the current chunks.
      'no-cache';
}

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
}

export interface RunningServer {
  origin: string;
  close: () => Promise<void>;
}

/** A small static file server with the headers a federated remote needs: CORS and cache rules. */
export function startStaticServer(options: StaticServerOptions): Promise<RunningServer> {
  const server = http.createServer((request, response) => {
    void handle(options, request, response).catch((error: unknown) => {
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
    server.listen(options.port, '0.0.0.0', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://localhost:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

async function handle(options: StaticServerOptions, request: IncomingMessage, response: ServerResponse) {
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
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' });
    response.end();
    return;
  }

  const url = new URL(request.url ?? '/', 'http://localhost');
  const root = path.resolve(options.root);
  let decodedPath: string;
  try {
    decodedPath = decodeURIComponent(url.pathname);
  } catch {
    response.writeHead(400);
    response.end();
    return;
  }
  let filePath = path.resolve(root, `.${decodedPath}`);
  const insideRoot = path.relative(root, filePath);
  if (insideRoot.startsWith('..') || path.isAbsolute(insideRoot)) {
    response.writeHead(403);
    response.end();
    return;
  }
  let stat = await fs.stat(filePath).catch(() => null);
  if (stat?.isDirectory()) {
    filePath = path.join(filePath, 'index.html');
    stat = await fs.stat(filePath).catch(() => null);
  }
  if (!stat && options.pageFallback && !path.extname(url.pathname)) {
    filePath = path.join(root, 'index.html');
    stat = await fs.stat(filePath).catch(() => null);
  }
  if (!stat) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
    response.end('Not found');
    return;
  }
  const contentType = contentTypes[path.extname(filePath)] ?? 'application/octet-stream';
  const pagePath = `/${path.relative(root, filePath).split(path.sep).join('/')}`;
  if (options.noncedPages?.includes(pagePath)) {
    await sendNoncedPage(options, filePath, request, response);
    return;
  }
  const policy = contentType.startsWith('text/html') ? options.contentSecurityPolicy?.() : undefined;
  const copies = await precompressedCopies(filePath);
  const encoding = chooseEncoding(
    request.headers['accept-encoding'],
    Object.keys(copies) as PrecompressedEncoding[],
  );
  const sent = encoding ? copies[encoding]! : { path: filePath, size: stat.size };
  response.writeHead(200, {
    // The type and caching of the resource itself, whichever copy carries it.
    'Content-Type': contentType,
    'Content-Length': sent.size,
    'Cache-Control': cacheControlFor(filePath),
    ...(policy ? { 'Content-Security-Policy': policy } : {}),
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    // A cache must not hand a brotli copy to a client that did not ask for one.
    ...(Object.keys(copies).length > 0 || compressibleExtensions.has(path.extname(filePath))
      ? { Vary: 'Accept-Encoding' }
      : {}),
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  // A file can vanish between stat and read (a rebuild in progress): end this response, keep the server.
  createReadStream(sent.path)
    .on('error', (error) => {
      console.error(`[${options.label}] reading ${sent.path} failed`, error);
      response.destroy(error);
    })
    .pipe(response);
}

/**
 * A page whose inline scripts are let in by a nonce new on every response: rewritten as it is sent, so
 * never from a precompressed copy, and never cached under an old nonce.
 */
async function sendNoncedPage(
  options: StaticServerOptions,
  filePath: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const scriptNonce = newScriptNonce();
  const body = withScriptNonce(await fs.readFile(filePath, 'utf8'), scriptNonce);
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

/** The build's `.br` and `.gz` copies of a file (webpack/src/compression-plugins.ts), where it wrote them. */
async function precompressedCopies(
  filePath: string,
): Promise<Partial<Record<PrecompressedEncoding, { path: string; size: number }>>> {
  const copies: Partial<Record<PrecompressedEncoding, { path: string; size: number }>> = {};
  for (const { encoding, extension } of precompressedEncodings) {
    const copyPath = filePath + extension;
    const copy = await fs.stat(copyPath).catch(() => null);
    if (copy?.isFile()) copies[encoding] = { path: copyPath, size: copy.size };
  }
  return copies;
}
