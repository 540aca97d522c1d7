import type { PGlite } from '@electric-sql/pglite';
import type { Context } from 'hono';
import type { CloudEnv } from '../context.ts';
import { invalidParameter } from './errors.ts';

/** The largest `limit` OCI list calls accept. */
export const MAX_PAGE_LIMIT = 1000;

/** Which slice of a list a call asks for. */
export interface PageRequest {
  limit: number;
  offset: number;
}

/** One page of a list, with the token of the next page when more remain. */
export interface Page<T> {
  items: T[];
  nextPage: string | null;
}

/** Something that runs SQL: the database or a transaction. */
export type Queryable = Pick<PGlite, 'query'>;

const TOKEN_PREFIX = 'p1.';

/** The opaque `page` token of a position in a list. */
export function encodePageToken(offset: number): string {
  return TOKEN_PREFIX + Buffer.from(JSON.stringify({ offset })).toString('base64url');
}

/** The position a `page` token stands for; throws InvalidParameter for a token this cloud did not issue. */
export function decodePageToken(token: string): number {
  const invalid = () => invalidParameter(`page '${token}' is not a page token this service issued.`);
  if (!token.startsWith(TOKEN_PREFIX)) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token.slice(TOKEN_PREFIX.length), 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const offset = typeof parsed === 'object' && parsed !== null && 'offset' in parsed ? parsed.offset : undefined;
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0) throw invalid();
  return offset;
}

/** Reads `limit` (1 to 1000, else InvalidParameter naming it) and `page` from the query. */
export function readPageRequest(c: Context<CloudEnv>, defaultLimit = 100): PageRequest {
  const rawLimit = c.req.query('limit');
  let limit = defaultLimit;
  if (rawLimit !== undefined && rawLimit !== '') {
    limit = Number(rawLimit);
    if (!/^\d+$/.test(rawLimit) || limit < 1 || limit > MAX_PAGE_LIMIT) {
      throw invalidParameter(`limit must be an integer from 1 to ${MAX_PAGE_LIMIT}, not '${rawLimit}'.`);
    }
  }
  const page = c.req.query('page');
  return { limit, offset: page === undefined || page === '' ? 0 : decodePageToken(page) };
}

/** The requested page of an array. */
export function pageArray<T>(items: readonly T[], request: PageRequest): Page<T> {
  const end = request.offset + request.limit;
  return { items: items.slice(request.offset, end), nextPage: end < items.length ? encodePageToken(end) : null };
}

/**
 * The requested page of a SQL query, which must end with a deterministic `order by` (no limit or offset: they are
 * appended). One extra row is read to learn whether more remain.
 */
export async function pageQuery<T>(
  db: Queryable,
  sql: string,
  params: readonly unknown[],
  request: PageRequest
): Promise<Page<T>> {
  const next = params.length + 1;
  const { rows } = await db.query<T>(`${sql} limit $${next} offset $${next + 1}`, [
    ...params,
    request.limit + 1,
    request.offset,
  ]);
  const more = rows.length > request.limit;
  return {
    items: more ? rows.slice(0, request.limit) : rows,
    nextPage: more ? encodePageToken(request.offset + request.limit) : null,
  };
}

/** Answers a page: its items (or `shape(items)`, e.g. `{items}`) as JSON, and `opc-next-page` when more remain. */
export function sendPage<T>(c: Context<CloudEnv>, page: Page<T>, shape: (items: T[]) => unknown = items => items) {
  if (page.nextPage !== null) c.header('opc-next-page', page.nextPage);
  return c.json(shape(page.items));
}
