import { describe, expect, it } from 'vitest';
import { decodePageToken, encodePageToken, pageArray, readPageRequest, sendPage } from './paging.ts';
import { wireTestApp } from './test-app.ts';

const ITEMS = Array.from({ length: 7 }, (_, index) => `item-${index + 1}`);
const app = wireTestApp();
app.get('/items', c => sendPage(c, pageArray(ITEMS, readPageRequest(c, 3)), items => ({ items })));

async function list(query: string) {
  const response = await app.request(`/items${query}`);
  return { status: response.status, next: response.headers.get('opc-next-page'), body: await response.json() };
}

describe('paging', () => {
  it('pages an array with the default limit and follows opc-next-page to the end', async () => {
    const first = await list('');
    expect(first.body).toEqual({ items: ['item-1', 'item-2', 'item-3'] });
    const second = await list(`?page=${first.next ?? ''}`);
    const third = await list(`?page=${second.next ?? ''}`);
    expect(third.body).toEqual({ items: ['item-7'] });
    expect(third.next).toBeNull();
  });

  it('honours limit and gives no next page when the page ends the list', async () => {
    expect(await list('?limit=7')).toMatchObject({ next: null, body: { items: ITEMS } });
  });

  it.each(['0', '1001', '2.5', 'ten'])('refuses limit=%s with InvalidParameter naming limit', async limit => {
    const answer = await list(`?limit=${limit}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 'InvalidParameter', message: expect.stringMatching(/^limit must be/) });
  });

  it('refuses a page token it did not issue', async () => {
    const answer = await list('?page=forged');
    expect(answer).toMatchObject({ status: 400, body: { code: 'InvalidParameter' } });
    expect(() => decodePageToken(encodePageToken(5).replace('p1.', 'p2.'))).toThrow(/page/);
    expect(decodePageToken(encodePageToken(5))).toBe(5);
  });
});

// pageQuery over a real database is exercised by services/registry.test.ts (the widgets list, three pages).
