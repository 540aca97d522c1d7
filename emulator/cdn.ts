import { createHash } from 'node:crypto';
import { readFile, realpath, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { consoleCsp } from '../src/security/csp.ts';
import { closeServer, listen } from './listen.ts';
import type { LocalOrigins } from './origins.ts';
import { consoleSecurityHeaders, servedOverHttps } from './security-headers.ts';

const gzipAsync = promisify(gzip);

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

// Images and fonts are already compressed; gzip only pays off for text.
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.svg', '.txt', '.xml']);

/** Options of the console origin's static server. */
export interface CdnOptions {
  /** The build output folder, normally `dist/`. */
  root: string;
  origins: LocalOrigins;
  /** The Content-Security-Policy of HTML pages: the console's by default; null sends none (the bench's peer pages). */
  csp?: string | null;
  /**
   * The cloud and plugin origins the build has baked in (vite.config.ts), when they are not `origins`' own: scripts are
   * then served with them replaced by `origins`', so one build serves several local stacks side by side (the
   * Playwright workers, each with its own cloud: playwright.config.ts). Absent: scripts are served as built.
   */
  builtFor?: Pick<LocalOrigins, 'cloudOrigin' | 'pluginOrigin'>;
}

/** Replaces the baked origins in a script's text; the identity when the build was made for these origins. */
function originRewriter(
  origins: LocalOrigins,
  builtFor: CdnOptions['builtFor']
): ((extension: string, body: Buffer) => Buffer) | undefined {
  if (builtFor === undefined) return undefined;
  const pairs = [
    [builtFor.cloudOrigin, origins.cloudOrigin],
    [builtFor.pluginOrigin, origins.pluginOrigin],
  ].filter(([from, to]) => from !== to);
  if (pairs.length === 0) return undefined;
  return (extension, body) => {
    if (extension !== '.js' && extension !== '.mjs') return body;
    let text = body.toString('utf8');
    for (const [from = '', to = ''] of pairs) text = text.replaceAll(from, to);
    return Buffer.from(text, 'utf8');
  };
}

interface CachedFile {
  key: string;
  body: Buffer;
  gzipped?: Buffer;
  etag: string;
}

/** A request handler that serves a Vite build like a CDN: gzip, long-lived hashed assets, SPA fallback, CSP. */
export function createCdnHandler({
  root,
  origins,
  csp = consoleCsp({ cloudOrigin: origins.cloudOrigin, pluginOrigin: origins.pluginOrigin }),
  builtFor,
}: CdnOptions): (request: IncomingMessage, response: ServerResponse) => void {
  const rootPath = resolve(root);
  const cache = new Map<string, CachedFile>();
  const rewrite = originRewriter(origins, builtFor);
  let realRoot: Promise<string> | undefined;

  const send = (response: ServerResponse, status: number, text: string) => {
    // Error answers are documents of the origin too: the same isolation as the files.
    response.writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      ...consoleSecurityHeaders({ https: servedOverHttps(response.req) }),
      'Cache-Control': 'no-store',
    });
    response.end(text);
  };

  // Returns the file only if it really lies inside the root, symbolic links resolved.
  const findFile = async (path: string) => {
    try {
      const info = await stat(path);
      if (!info.isFile()) return undefined;
      realRoot ??= realpath(rootPath);
      const real = await realpath(path);
      const base = await realRoot;
      return real.startsWith(base + sep) ? { path: real, size: info.size, mtime: info.mtimeMs } : undefined;
    } catch {
      return undefined;
    }
  };

  const load = async (file: { path: string; size: number; mtime: number }): Promise<CachedFile> => {
    const key = `${file.size}:${file.mtime}`;
    const cached = cache.get(file.path);
    if (cached?.key === key) return cached;
    const read = await readFile(file.path);
    const body = rewrite ? rewrite(extname(file.path).toLowerCase(), read) : read;
    const entry: CachedFile = {
      key,
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    };
    cache.set(file.path, entry);
    return entry;
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD');
      return send(response, 405, 'Method not allowed');
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://cdn.invalid').pathname);
    } catch {
      return send(response, 400, 'Bad request');
    }
    if (pathname.includes('\0')) return send(response, 400, 'Bad request');
    const candidate = resolve(rootPath, `.${pathname}`);
    if (candidate !== rootPath && !candidate.startsWith(rootPath + sep)) return send(response, 404, 'Not found');

    const hasExtension = extname(pathname) !== '';
    let file = candidate === rootPath ? undefined : await findFile(candidate);
    let servedPath = pathname;
    if (!file && !hasExtension) {
      // Client-side routes (/compute/instances, /regions …) all boot the same page.
      file = await findFile(resolve(rootPath, 'index.html'));
      servedPath = '/index.html';
    }
    if (!file) return send(response, 404, 'Not found');

    const extension = extname(file.path).toLowerCase();
    const entry = await load(file);
    const headers: Record<string, string> = {
      'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      ...consoleSecurityHeaders({ https: servedOverHttps(request) }),
      // Vite fingerprints everything under /assets/, so those never change; anything else is revalidated.
      'Cache-Control': servedPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ETag: entry.etag,
    };
    if (extension === '.html' && csp !== null) headers['Content-Security-Policy'] = csp;

    let body = entry.body;
    if (COMPRESSIBLE.has(extension)) {
      headers['Vary'] = 'Accept-Encoding';
      if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
        entry.gzipped ??= await gzipAsync(entry.body);
        body = entry.gzipped;
        headers['Content-Encoding'] = 'gzip';
      }
    }
    if (request.headers['if-none-match'] === entry.etag) {
      delete headers['Content-Type'];
      response.writeHead(304, headers);
      return response.end();
    }
    headers['Content-Length'] = String(body.byteLength);
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  };

  return (request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error('[cdn] failed to serve', request.url, error);
      if (!response.headersSent) send(response, 500, 'Internal error');
      else response.destroy();
    });
  };
}

/** The console origin's static server, not yet listening. */
export function createCdnServer(options: CdnOptions): Server {
  return createServer(createCdnHandler(options));
}

/** The console origin listening on its port. */
export interface CdnServer {
  server: Server;
  /** The origin it answers on, e.g. http://localhost:5173. */
  url: string;
  close: () => Promise<void>;
}

/** Serves `root` on `origins.consolePort` (localhost); rejects with PortInUseError if the port is taken. */
export async function startCdn(options: CdnOptions): Promise<CdnServer> {
  const server = createCdnServer(options);
  await listen(server, {
    label: 'console',
    port: options.origins.consolePort,
    host: 'localhost',
    variable: 'CONSOLE_PORT',
  });
  return { server, url: options.origins.consoleOrigin, close: () => closeServer(server) };
}
