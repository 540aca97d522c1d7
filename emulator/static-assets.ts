import { readFile } from 'node:fs/promises';
import type { Hono, Env } from 'hono';

/** A fixed set of files served from one folder: file name → content type. */
export interface StaticAssets {
  /** Folder URL, e.g. `new URL('./assets/', import.meta.url)`. */
  folder: URL;
  types: Record<string, string>;
  /** Extra response headers, e.g. caching or cross-origin rules. */
  headers: Record<string, string>;
}

/**
 * Reads the files once and serves them at `${path}/:file`; any other name is a 404. Only the listed files exist,
 * so no request path ever reaches the file system.
 */
export async function serveStaticAssets<E extends Env>(
  app: Hono<E>,
  path: string,
  assets: StaticAssets
): Promise<void> {
  const bodies = new Map<string, Buffer>();
  for (const name of Object.keys(assets.types)) {
    bodies.set(name, await readFile(new URL(name, assets.folder)));
  }
  app.get(`${path}/:file`, c => {
    const name = c.req.param('file');
    const body = bodies.get(name);
    const type = assets.types[name];
    if (!body || !type) return c.text('Not found', 404);
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': type,
      'X-Content-Type-Options': 'nosniff',
      ...assets.headers,
    });
  });
}
