import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localOrigins } from '../../../origins.ts';
import { createSessionKey, signInForTest, signRequest } from '../../../test-signer.ts';
import { createCloud } from '../../app.ts';
import type { Cloud } from '../../app.ts';
import { isInWindow } from '../../../../src/domain/banners.ts';
import { parseBannerFeed } from '../../../../src/services/banner-feed.ts';
import { SE_TRIAL_COUNTRIES_SCHEMA } from '../../../../src/services/se-trial-terms.ts';
import * as v from 'valibot';
import { CURRENT_GENERIC_BANNER_ID } from './banner-feed.ts';

let cloud: Cloud;
const get = (path: string, init?: RequestInit) => cloud.app.request(`${cloud.origins.cloudOrigin}${path}`, init);

beforeAll(async () => {
  cloud = await createCloud({ origins: localOrigins() });
});
afterAll(() => cloud.close());

describe('identity logout', () => {
  it('revokes the hinted session and redirects back to the console', async () => {
    const key = await createSessionKey();
    const token = await signInForTest(cloud.app, { ...cloud.origins, key });
    const signedCall = async () =>
      cloud.app.request(
        await signRequest({
          method: 'POST',
          url: `${cloud.origins.cloudOrigin}/experiments/us-ashburn-1/v1/actions`,
          token,
          privateKey: key.privateKey,
          body: JSON.stringify({ visitorState: 'v', actions: [{ name: 'a', campaignName: 'Shell-GuidedJourney' }] }),
          date: cloud.now(),
        })
      );
    expect((await signedCall()).status).toBe(204);
    const target = `${cloud.origins.consoleOrigin}/?region=us-ashburn-1`;
    const query = new URLSearchParams({ post_logout_redirect_uri: target, id_token_hint: token });
    const logout = await get(`/idcs/us-ashburn-1/sso/v1/user/logout?${query}`);
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe(target);
    expect((await signedCall()).status).toBe(401);
    // A second logout with the spent token still succeeds.
    const again = await get('/idcs/us-ashburn-1/sso/v1/user/logout', { headers: { authorization: `Bearer ${token}` } });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('Signed out');
  });

  it('refuses a redirect away from the console and an unknown region', async () => {
    const query = new URLSearchParams({ post_logout_redirect_uri: 'https://evil.example.com/' });
    expect((await get(`/idcs/us-ashburn-1/sso/v1/user/logout?${query}`)).status).toBe(400);
    expect((await get('/idcs/mars-1/sso/v1/user/logout')).status).toBe(404);
  });
});

describe('console assets', () => {
  it('serves plugin locales per language, 404 for others', async () => {
    const de = await get('/plugins/console/3.1.7/locales/shell/de.json');
    expect(de.status).toBe(200);
    expect(await de.json()).toMatchObject({ 'header.signOut': 'Abmelden' });
    expect(await (await get('/plugins/console/3.1.7/locales/home/en.json')).json()).toMatchObject({
      'home.title': 'Get started',
    });
    expect((await get('/plugins/console/3.1.7/locales/shell/fr.json')).status).toBe(404);
    expect((await get('/plugins/console/3.1.7/locales/unknown/en.json')).status).toBe(404);
    expect((await get('/plugins/console/3.1.7/locales/shell/en')).status).toBe(404);
  });

  it('serves the unsupported-browser page, uncached', async () => {
    const page = await get('/unsupported-browser.html');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-store');
  });

  it('serves the consent script for a language and the analytics script', async () => {
    const consent = await get('/consent/consent.js?lang=de');
    expect(consent.headers.get('content-type')).toMatch(/^text\/javascript/);
    const text = await consent.text();
    expect(text).toContain('language: "de"');
    expect(text).toContain('Alle akzeptieren');
    // Consent is implied until the consent-required condition asks for an opt-in; never cached, as it depends on it.
    expect(text).toContain('const required = false;');
    expect(consent.headers.get('cache-control')).toBe('no-store');
    // Built with createElement and textContent only: nothing a Trusted Types page would refuse.
    expect(text).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\(|style=/);
    expect((await get('/consent/consent.js')).status).toBe(400);
    expect((await get('/consent/consent.js?lang=%22%3Balert(1)')).status).toBe(400);
    const analytics = await get('/analytics/analytics.js');
    expect(analytics.status).toBe(200);
    expect(await analytics.text()).toContain('__cloudAnalytics');
  });

  it('asks for an opt-in under the consent-required condition', async () => {
    const condition = (on: boolean) =>
      get('/_emulator/conditions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ condition: 'consent-required', on }),
      });
    expect((await condition(true)).status).toBeLessThan(300);
    try {
      const text = await (await get('/consent/consent.js?lang=en-US')).text();
      expect(text).toContain('const required = true;');
      expect(text).toContain('Accept all');
    } finally {
      await condition(false);
    }
  });

  it('keeps the analytics events the tag posts, for tests to read, and forgets them on DELETE', async () => {
    const post = (body: unknown) =>
      get('/analytics/events', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post({ name: 'guided-tour-completed', data: { steps: 8 }, page: '/' })).status).toBe(204);
    expect((await post({ data: {} })).status).toBe(400);
    expect((await post({ name: 'x', data: [1] })).status).toBe(400);
    const list = (await (await get('/analytics/events')).json()) as { items: { name: string; data: unknown }[] };
    expect(list.items).toMatchObject([{ name: 'guided-tour-completed', data: { steps: 8 }, page: '/' }]);
    expect((await get('/analytics/events', { method: 'DELETE' })).status).toBe(204);
    expect(await (await get('/analytics/events')).json()).toEqual({ items: [] });
  });

  it('serves the realm banner feed the console accepts whole, with one current entry of each kind', async () => {
    const response = await get('/console-banners/v1/banners.json');
    expect(response.status).toBe(200);
    const document: unknown = await response.json();
    const feed = parseBannerFeed(document);
    expect(feed).toEqual(document);
    const now = cloud.now().getTime();
    const current = (entry: { startTime?: string | null; endTime?: string | null }) =>
      isInWindow(now, entry.startTime, entry.endTime);
    expect(feed.generic.filter(current).map(entry => entry.id)).toEqual([CURRENT_GENERIC_BANNER_ID]);
    expect(feed.surveys.filter(current)).toHaveLength(1);
    expect(feed.idleCompute.filter(current).flatMap(entry => entry.regions)).toContain('uk-london-1');
    // The spec's dated examples (spec 1 §9) are kept, long over.
    expect(feed.generic.find(entry => entry.id === 'service-resiliency-2022')?.endTime).toBe(
      '2023-12-01T00:00:00.000Z'
    );
  });
});

describe('SE trial terms', () => {
  it('serves about 200 countries, each once, with an entity and an agreement page that exists', async () => {
    const response = await get('/console-terms/v1/se-trial-countries.json');
    expect(response.status).toBe(200);
    const { items } = v.parse(SE_TRIAL_COUNTRIES_SCHEMA, await response.json());
    expect(items.length).toBeGreaterThanOrEqual(195);
    expect(new Set(items.map(item => item.countryCode)).size).toBe(items.length);
    expect(items.find(item => item.countryCode === 'DE')).toMatchObject({ countryName: 'Germany', orgNameId: 'emea' });
    const entities = new Set(items.map(item => item.orgNameId));
    for (const group of ['us', 'emea', 'sg', 'au', 'uk', 'dk', 'es', 'fr', 'it', 'no', 'ro', 'ch', 'hk']) {
      expect(entities).toContain(group);
    }
    const agreement = await cloud.app.request(items[0]?.url ?? '');
    expect(agreement.status).toBe(200);
    expect(await agreement.text()).toContain(items[0]?.orgName);
    expect((await get('/console-terms/v1/agreements/nowhere.html')).status).toBe(404);
  });
});
