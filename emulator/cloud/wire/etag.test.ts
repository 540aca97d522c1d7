import { describe, expect, it } from 'vitest';
import { checkIfMatch, etagOf, sendWithEtag } from './etag.ts';
import { wireTestApp } from './test-app.ts';

let resource = { id: 'r1', name: 'first', tags: { b: 1, a: 2 } };
const app = wireTestApp();
app.get('/resource', c => sendWithEtag(c, resource));
app.put('/resource', async c => {
  checkIfMatch(c, resource);
  resource = { ...resource, name: (await c.req.json<{ name: string }>()).name };
  return sendWithEtag(c, resource);
});

const put = (name: string, ifMatch?: string) =>
  app.request('/resource', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
    body: JSON.stringify({ name }),
  });

describe('etag and if-match', () => {
  it('derives the etag from the resource JSON, key order ignored', () => {
    expect(etagOf({ a: 1, b: { c: 2, d: 3 } })).toBe(etagOf({ b: { d: 3, c: 2 }, a: 1 }));
    expect(etagOf({ a: 1 })).not.toBe(etagOf({ a: 2 }));
  });

  it('sends the etag on GET and accepts an update with it (quoted too) or without if-match', async () => {
    const etag = (await app.request('/resource')).headers.get('etag') ?? '';
    expect(etag).toBe(etagOf(resource));
    const updated = await put('second', `"${etag}"`);
    expect(updated.status).toBe(200);
    expect(updated.headers.get('etag')).toBe(etagOf(resource));
    expect((await put('third')).status).toBe(200);
    expect((await put('fourth', '*')).status).toBe(200);
  });

  it('answers 412 PreconditionFailed to a stale etag and changes nothing', async () => {
    const stale = etagOf({ ...resource, name: 'old' });
    const response = await put('never', stale);
    expect(response.status).toBe(412);
    expect(await response.json()).toMatchObject({ code: 'PreconditionFailed' });
    expect(resource.name).not.toBe('never');
  });
});
