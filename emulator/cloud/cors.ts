import { createMiddleware } from 'hono/factory';
import type { CloudEnv } from './context.ts';

/** Methods the console may call cross-origin. */
export const CORS_ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, HEAD';
/** Request headers the console may send (docs/architecture.md, Request signing). */
export const CORS_ALLOWED_HEADERS =
  'authorization, x-date, x-content-sha256, content-type, opc-request-id, opc-retry-token, if-match, x-one-origin-region';
/** Response headers the console may read. */
export const CORS_EXPOSED_HEADERS = 'opc-request-id, opc-next-page, etag';
const PREFLIGHT_MAX_AGE_SECONDS = '600';

/**
 * CORS for the console origin only: its origin is reflected, any other origin gets no CORS headers at all, so the
 * browser blocks it. Preflights are answered here, before the signature check. The emulator API never gets CORS.
 */
export function cors(consoleOrigin: string) {
  return createMiddleware<CloudEnv>(async (c, next) => {
    if (c.req.path.startsWith('/_emulator/')) return next();
    const origin = c.req.header('origin');
    const allowed = origin === consoleOrigin;
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method') !== undefined) {
      const headers = new Headers({ Vary: 'Origin' });
      if (allowed) {
        headers.set('Access-Control-Allow-Origin', consoleOrigin);
        headers.set('Access-Control-Allow-Methods', CORS_ALLOWED_METHODS);
        headers.set('Access-Control-Allow-Headers', CORS_ALLOWED_HEADERS);
        headers.set('Access-Control-Max-Age', PREFLIGHT_MAX_AGE_SECONDS);
      }
      return new Response(null, { status: 204, headers });
    }
    await next();
    c.res.headers.append('Vary', 'Origin');
    if (allowed) {
      c.res.headers.set('Access-Control-Allow-Origin', consoleOrigin);
      c.res.headers.set('Access-Control-Expose-Headers', CORS_EXPOSED_HEADERS);
    }
  });
}
