import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

/** Where `npm run build:catalog` writes the elements catalog. */
export const CATALOG_DIR = join(import.meta.dirname, '..', 'dist-catalog');

/**
 * The console's own strictness for the catalog: scripts and styles from the page's origin only, no eval, Trusted
 * Types enforced with Lit's policy (and DOMPurify's, for the banners' markdown bodies) as the only ones.
 */
export const CATALOG_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self' https:",
  "require-trusted-types-for 'script'",
  'trusted-types lit-html dompurify',
].join('; ');

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves dist-catalog/ as static files under the strict CSP on a free port; answers the server and its origin. */
export async function serveCatalog(): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    let file = join(CATALOG_DIR, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file.startsWith(CATALOG_DIR) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-security-policy': CATALOG_CSP,
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
