import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localOrigins } from '../../../origins.ts';
import { createCloud, type Cloud } from '../../app.ts';
import { identityService } from '../identity/module.ts';
import type { RailFeed } from './content.ts';
import { railFeedService } from './module.ts';

const origins = localOrigins();
let cloud: Cloud;

beforeAll(async () => {
  cloud = await createCloud({ origins, services: [identityService, railFeedService] });
});
afterEach(() => cloud.faults.clear());
afterAll(() => cloud.close());

async function feed(query = '') {
  const response = await cloud.app.request(`${origins.cloudOrigin}/rail-feed/v1/feed.json${query}`);
  return { response, body: (await response.json()) as RailFeed & { code?: string } };
}

describe('GetRailFeed', () => {
  it('answers the feed in English without a signature, newest first, dated in the past', async () => {
    const { response, body } = await feed();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-language')).toBe('en');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(body.newFeatures.map(entry => entry.title)).toContain('Generative AI agents');
    expect(body.governmentBlog).toHaveLength(3);
    for (const list of [body.newFeatures, body.governmentBlog]) {
      const dates = list.map(entry => entry.date);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const entry of list) {
        expect(entry.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Date.parse(entry.date)).toBeLessThan(Date.now());
        expect(entry.url).toMatch(/^https:\/\//);
        expect(entry.summary.length).toBeGreaterThan(0);
      }
    }
    expect(body.mobileApp.appStoreUrl).toMatch(/^https:\/\//);
    expect(body.mobileApp.googlePlayUrl).toMatch(/^https:\/\//);
  });

  it.each([
    ['?lang=de', 'de', 'Generative-AI-Agenten'],
    ['?lang=de-DE', 'de', 'Generative-AI-Agenten'],
    ['?lang=DE', 'de', 'Generative-AI-Agenten'],
    ['?lang=fr', 'en', 'Generative AI agents'],
    ['?lang=', 'en', 'Generative AI agents'],
  ])('answers %s in %s', async (query, language, title) => {
    const { response, body } = await feed(query);
    expect(response.headers.get('content-language')).toBe(language);
    expect(body.newFeatures[0]?.title).toBe(title);
  });

  it('gives every entry the same id and address in every language', async () => {
    const [en, de] = [(await feed('?lang=en')).body, (await feed('?lang=de')).body];
    const keys = (value: RailFeed) => [...value.newFeatures, ...value.governmentBlog].map(e => [e.id, e.url, e.date]);
    expect(keys(de)).toEqual(keys(en));
    expect(de.mobileApp).toEqual(en.mobileApp);
  });

  it('fails as a fault rule on GetRailFeed says', async () => {
    const added = await cloud.app.request(`${origins.cloudOrigin}/_emulator/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operation: 'GetRailFeed', status: 503, code: 'ServiceUnavailable', message: 'Down.' }),
    });
    expect(added.status).toBe(201);
    const { response, body } = await feed();
    expect(response.status).toBe(503);
    expect(body.code).toBe('ServiceUnavailable');
  });
});
