import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { CloudEnv } from '../context.ts';
import { conflict, invalidParameter } from './errors.ts';
import type { Queryable } from './paging.ts';

/** How long a retry token is remembered (OCI: 24 hours). */
export const RETRY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/** The longest retry token OCI accepts. */
export const MAX_RETRY_TOKEN_LENGTH = 64;

// Replayed answers keep these headers; the request id is the replay's own.
const KEPT_HEADERS = ['content-type', 'etag', 'location', 'opc-work-request-id'];

/** Where retry tokens live and the server clock that expires them. */
export interface RetryTokenOptions {
  db: Queryable;
  now: () => Date;
}

/**
 * Runs a create at most once per `opc-retry-token` (per tenancy): the first 2xx answer is stored and a retry with the
 * same token and the same request gets it again. The same token with another body, path or operation, or while the
 * first request still runs, answers 409 Conflict. Failed creates are not remembered, so they can be retried.
 */
export async function withRetryToken(
  c: Context<CloudEnv>,
  { db, now }: RetryTokenOptions,
  create: () => Promise<Response>
): Promise<Response> {
  const token = c.req.header('opc-retry-token');
  if (token === undefined) return create();
  if (token === '' || token.length > MAX_RETRY_TOKEN_LENGTH) {
    throw invalidParameter(`opc-retry-token must be 1 to ${MAX_RETRY_TOKEN_LENGTH} characters long.`);
  }
  const tenancyId = c.get('principal').tenancyId;
  const operation = c.get('operation') ?? `${c.req.method} ${c.req.path}`;
  const requestHash = createHash('sha256')
    .update(`${c.req.method} ${c.req.path}\n`)
    .update(await c.req.text())
    .digest('hex');
  const at = now();
  await db.query('delete from retry_tokens where created_at < $1', [new Date(at.getTime() - RETRY_TOKEN_TTL_MS)]);
  const claimed = await db.query(
    `insert into retry_tokens (tenancy_id, token, operation, request_hash, created_at) values ($1, $2, $3, $4, $5)
     on conflict (tenancy_id, token) do nothing returning token`,
    [tenancyId, token, operation, requestHash, at]
  );
  if (claimed.rows.length === 0) return replay(db, tenancyId, token, operation, requestHash);

  let response: Response;
  try {
    response = await create();
  } catch (error) {
    await db.query('delete from retry_tokens where tenancy_id = $1 and token = $2', [tenancyId, token]);
    throw error;
  }
  if (response.status < 200 || response.status > 299) {
    await db.query('delete from retry_tokens where tenancy_id = $1 and token = $2', [tenancyId, token]);
    return response;
  }
  const body = await response.text();
  const headers = Object.fromEntries(
    KEPT_HEADERS.flatMap(name => {
      const value = response.headers.get(name);
      return value === null ? [] : [[name, value]];
    })
  );
  await db.query('update retry_tokens set status = $3, body = $4, headers = $5 where tenancy_id = $1 and token = $2', [
    tenancyId,
    token,
    response.status,
    body,
    JSON.stringify(headers),
  ]);
  return new Response(body, { status: response.status, headers: response.headers });
}

async function replay(
  db: Queryable,
  tenancyId: string,
  token: string,
  operation: string,
  requestHash: string
): Promise<Response> {
  const { rows } = await db.query<{
    operation: string;
    request_hash: string;
    status: number | null;
    body: string | null;
    headers: Record<string, string> | null;
  }>('select operation, request_hash, status, body, headers from retry_tokens where tenancy_id = $1 and token = $2', [
    tenancyId,
    token,
  ]);
  const row = rows[0];
  if (!row || row.operation !== operation || row.request_hash !== requestHash) {
    throw conflict(`The opc-retry-token '${token}' was already used for a different request.`);
  }
  if (row.status === null) {
    throw conflict(`A request with the opc-retry-token '${token}' is still in progress.`);
  }
  return new Response(row.body, { status: row.status, headers: row.headers ?? {} });
}
