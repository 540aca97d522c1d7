import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETRY_TOKEN_TTL_MS, withRetryToken } from './retry-token.ts';
import { wireTestApp } from './test-app.ts';

let db: PGlite;
let clock = Date.parse('2024-03-14T10:00:00Z');
let created = 0;
const app = wireTestApp();

beforeAll(async () => {
  db = await PGlite.create();
  // Only the retry_tokens table of the core schema is needed; it has no foreign keys.
  const schema = await readFile(new URL('../schema.sql', import.meta.url), 'utf8');
  const table = /create table retry_tokens[\s\S]*?\);/.exec(schema)?.[0] ?? '';
  await db.exec(table);
  app.post('/things', c =>
    withRetryToken(c, { db, now: () => new Date(clock) }, async () => {
      const body = await c.req.json<{ name?: string }>();
      if (body.name === 'fail') return c.json({ code: 'InternalServerError', message: 'no' }, 500);
      created++;
      c.header('etag', `etag-${created}`);
      return c.json({ id: `thing-${created}`, name: body.name }, 200);
    })
  );
});
afterAll(() => db.close());

function create(name: string, token?: string, path = '/things') {
  return app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token === undefined ? {} : { 'opc-retry-token': token }) },
    body: JSON.stringify({ name }),
  });
}

describe('opc-retry-token', () => {
  it('creates every time without a token', async () => {
    const first = (await (await create('a')).json()) as { id: string };
    const second = (await (await create('a')).json()) as { id: string };
    expect(first.id).not.toBe(second.id);
  });

  it('returns the first answer, etag included, for a retry with the same token and body', async () => {
    const first = await create('b', 'token-b');
    const retry = await create('b', 'token-b');
    expect(retry.status).toBe(first.status);
    expect(await retry.json()).toEqual(await first.json());
    expect(retry.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('answers 409 Conflict when the token comes back with another body', async () => {
    await create('c', 'token-c');
    const reused = await create('c2', 'token-c');
    expect(reused.status).toBe(409);
    expect(await reused.json()).toEqual({
      code: 'Conflict',
      message: "The opc-retry-token 'token-c' was already used for a different request.",
    });
  });

  it('forgets failed creates, so they can be retried', async () => {
    expect((await create('fail', 'token-f')).status).toBe(500);
    const { rows } = await db.query("select 1 from retry_tokens where token = 'token-f'");
    expect(rows).toHaveLength(0);
  });

  it('forgets tokens after 24 hours and refuses oversized ones', async () => {
    const first = (await (await create('d', 'token-d')).json()) as { id: string };
    clock += RETRY_TOKEN_TTL_MS + 1000;
    const later = (await (await create('d', 'token-d')).json()) as { id: string };
    expect(later.id).not.toBe(first.id);
    const oversized = await create('e', 'x'.repeat(65));
    expect(oversized.status).toBe(400);
    expect(await oversized.json()).toMatchObject({ code: 'InvalidParameter' });
  });
});
