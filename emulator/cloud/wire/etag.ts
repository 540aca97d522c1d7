import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { CloudEnv } from '../context.ts';
import { preconditionFailed } from './errors.ts';

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map(key => [key, canonical((value as Record<string, unknown>)[key])])
    );
  }
  return value;
}

/**
 * The etag of a resource: a hash of its JSON as GET answers it, key order ignored. Any change to what a client sees
 * changes it, so no etag column is needed.
 */
export function etagOf(resource: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(resource)))
    .digest('hex')
    .slice(0, 32);
}

function unquote(value: string): string {
  return value
    .trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1');
}

/**
 * Checks `if-match` before a PUT, PATCH or DELETE: absent or `*` passes; any other value must equal the resource's
 * current etag, else 412 PreconditionFailed.
 */
export function checkIfMatch(c: Context<CloudEnv>, current: unknown): void {
  const header = c.req.header('if-match');
  if (header === undefined || header.trim() === '*') return;
  const etag = etagOf(current);
  if (!header.split(',').some(candidate => unquote(candidate) === etag)) {
    throw preconditionFailed(`The if-match etag '${header}' does not match the resource's current etag.`);
  }
}

/** Answers a single resource as JSON with its `etag` header (GET, PUT, PATCH and create answers). */
export function sendWithEtag(c: Context<CloudEnv>, resource: unknown, status: ContentfulStatusCode = 200) {
  c.header('etag', etagOf(resource));
  return c.json(resource, status);
}
