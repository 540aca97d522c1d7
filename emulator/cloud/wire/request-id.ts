import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { CloudEnv } from '../context.ts';

const MAX_REQUEST_ID_LENGTH = 98;

/** Echoes the caller's `opc-request-id` (or makes one) on every response, errors included. */
export const requestId = createMiddleware<CloudEnv>(async (c, next) => {
  const given = c.req.header('opc-request-id');
  // OCI accepts a caller-chosen id but bounds its length; an oversized one is replaced rather than echoed.
  const id =
    given !== undefined && given !== '' && given.length <= MAX_REQUEST_ID_LENGTH
      ? given
      : randomUUID().replaceAll('-', '').toUpperCase();
  c.set('requestId', id);
  await next();
  c.res.headers.set('opc-request-id', id);
});
