import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localOrigins } from '../../../origins.ts';
import { createCloud } from '../../app.ts';
import type { Cloud } from '../../app.ts';
import { identityService } from '../identity/module.ts';
import { DOCUMENTATION } from './corpus.ts';
import { docsSearchService } from './module.ts';

const origins = localOrigins();
let cloud: Cloud;

interface Item {
  topic: string;
  display_name: string;
  highlights: { url: string; display_name: string };
  url: string;
}

interface Answer {
  items: Item[];
  next_page_token: string | null;
}

beforeAll(async () => {
  cloud = await createCloud({ origins, services: [identityService, docsSearchService] });
});
afterAll(() => cloud.close());

async function search(query: Record<string, string>) {
  const response = await cloud.app.request(
    `${origins.cloudOrigin}/docs-search/_search?${new URLSearchParams(query).toString()}`
  );
  return { status: response.status, body: (await response.json()) as Answer & { code?: string; message?: string } };
}

describe('SearchDocumentation', () => {
  it('has a corpus of about sixty topics', () => {
    expect(DOCUMENTATION.length).toBeGreaterThanOrEqual(55);
  });

  it('ranks title matches first and answers the documented item shape', async () => {
    const { status, body } = await search({ text: 'create instance', limit: '6', language: 'en' });
    expect(status).toBe(200);
    expect(body.items[0]).toEqual({
      topic: 'Compute',
      display_name: 'Creating an Instance',
      highlights: {
        url: 'https://docs.oracle.com/en-us/iaas/Content/Compute/Tasks/launchinginstance.htm#:~:text=Creating',
        display_name: '<em>Creating</em> an <em>Instance</em>',
      },
      url: 'https://docs.oracle.com/en-us/iaas/Content/Compute/Tasks/launchinginstance.htm',
    });
    expect(body.items.length).toBeLessThanOrEqual(6);
  });

  it('finds pages by their summary when no title matches', async () => {
    const { body } = await search({ text: 'fingerprint' });
    expect(body.items.map(item => item.display_name)).toContain('Required Keys and OCIDs');
    expect((await search({ text: 'zzzzqqq' })).body).toEqual({ items: [], next_page_token: null });
  });

  it('pages with next_page_token until every match is seen once', async () => {
    const seen: string[] = [];
    let token: string | null = null;
    let calls = 0;
    do {
      const query: Record<string, string> = { text: 'network', limit: '2' };
      if (token !== null) query['next_page_token'] = token;
      const { status, body } = await search(query);
      expect(status).toBe(200);
      seen.push(...body.items.map(item => item.url));
      token = body.next_page_token;
      calls++;
    } while (token !== null && calls < 50);
    expect(calls).toBeGreaterThan(2);
    expect(new Set(seen).size).toBe(seen.length);
    const all = (await search({ text: 'network', limit: '50' })).body;
    expect(seen).toEqual(all.items.map(item => item.url));
  });

  it.each([
    ['de', 'de-de'],
    ['ja', 'ja-jp'],
    ['fr-CA', 'fr-ca'],
    ['fr', 'fr-fr'],
    ['es', 'es-ww'],
    ['pt', 'pt-br'],
    ['pt-BR', 'pt-br'],
    ['de-DE', 'de-de'],
  ])('links language %s to the %s documentation', async (language, path) => {
    const { body } = await search({ text: 'bucket', language });
    expect(body.items[0]?.url).toMatch(new RegExp(`^https://docs\\.oracle\\.com/${path}/iaas/`));
  });

  it.each([
    [{}, 'MissingParameter', 'Missing required parameter text when calling SearchDocumentation.'],
    [{ text: '   ' }, 'MissingParameter', 'Missing required parameter text when calling SearchDocumentation.'],
    [{ text: 'x'.repeat(129) }, 'InvalidParameter', 'text must be at most 128 characters, not 129.'],
    [{ text: 'vcn', language: 'xx' }, 'InvalidParameter', /^language must be one of/],
    [{ text: 'vcn', limit: '0' }, 'InvalidParameter', /^limit must be/],
    [{ text: 'vcn', next_page_token: 'forged' }, 'InvalidParameter', /next_page_token/],
  ])('answers %j with 400 %s', async (query, code, message) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(body).toEqual({ code, message: expect.stringMatching(message) });
  });

  it('accepts a term of exactly 128 characters', async () => {
    expect((await search({ text: `vcn ${'y'.repeat(124)}` })).status).toBe(200);
  });
});
