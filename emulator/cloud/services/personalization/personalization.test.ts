import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localOrigins } from '../../../origins.ts';
import { createCloud } from '../../app.ts';
import type { Cloud } from '../../app.ts';
import { callerFor } from '../commercial/commerce-test-client.ts';
import type { ScenarioCaller } from '../commercial/commerce-test-client.ts';

const API = (region: string) => `/personalization/${region}/20180827`;

interface Preferences {
  language: string;
  isDefaultLanguage: boolean;
  timeZone: { preferredTimeZone: string; activeTimeZone: string };
  sessionInactivityLimitTime: number | null;
  SETrialTermsAccepted: boolean;
  userPersona: unknown;
  guidedJourneyPersona: { tourStatus: { key: string; status: string }[] } | null;
  canManageTenancyPreferences: boolean;
  userPreferences: Record<string, unknown>;
  tenancyPreferences: Record<string, unknown>;
}

let cloud: Cloud;
let payg: ScenarioCaller;
let peer: ScenarioCaller;
let seTrial: ScenarioCaller;
let trial: ScenarioCaller;
let production: ScenarioCaller;

beforeAll(async () => {
  cloud = await createCloud({ origins: localOrigins() });
  [payg, peer, seTrial, trial, production] = await Promise.all([
    callerFor(cloud, 'paid-payg'),
    callerFor(cloud, 'isolation-peer'),
    callerFor(cloud, 'se-trial'),
    callerFor(cloud, 'free-trial'),
    callerFor(cloud, 'operator', { overrideInto: 'operator-production' }),
  ]);
});
afterAll(() => cloud.close());

describe('preferences (20180827)', () => {
  it('answers each scenario’s seeded preferences, merged with the tenancy’s', async () => {
    const demo = await payg.json<Preferences>('GET', `${API('us-ashburn-1')}/preferences`);
    expect(demo).toMatchObject({
      language: 'en',
      isDefaultLanguage: true,
      timeZone: { preferredTimeZone: 'America/New_York' },
      sessionInactivityLimitTime: 3600,
      SETrialTermsAccepted: false,
      canManageTenancyPreferences: true,
      guidedJourneyPersona: { tourStatus: [{ key: 'homepage', status: 'COMPLETED' }] },
    });
    const german = await peer.json<Preferences>('GET', `${API('eu-frankfurt-1')}/preferences`);
    expect(german).toMatchObject({
      language: 'de',
      isDefaultLanguage: false,
      timeZone: { preferredTimeZone: 'Europe/Berlin' },
    });
    const newTrial = await trial.json<Preferences>('GET', `${API('us-ashburn-1')}/preferences`);
    expect(newTrial.guidedJourneyPersona?.tourStatus[0]?.status).toBe('INPROGRESS');
    const brandNew = await seTrial.json<Preferences>('GET', `${API('eu-frankfurt-1')}/preferences`);
    expect(brandNew).toMatchObject({ userPersona: null, SETrialTermsAccepted: false, tenancyPreferences: {} });
  });

  it('records the SE-trial agreement as user and tenancy preferences, seen from a fresh sign-in', async () => {
    const user = await seTrial.call(
      'PUT',
      `${API('eu-frankfurt-1')}/users/${seTrial.userId}/preferences/SETrialTermsAccepted`,
      { body: { value: true } }
    );
    expect(user.status).toBe(200);
    const tenancy = await seTrial.json<{ name: string; value: unknown }>(
      'PUT',
      `${API('eu-frankfurt-1')}/tenancies/${seTrial.tenancyId}/preferences/SETrialTermsAccepted`,
      { body: { value: 'true' } }
    );
    expect(tenancy).toMatchObject({ name: 'SETrialTermsAccepted', value: 'true' });
    const reader = await callerFor(cloud, 'se-trial');
    const preferences = await reader.json<Preferences>('GET', `${API('eu-frankfurt-1')}/preferences`);
    expect(preferences.SETrialTermsAccepted).toBe(true);
    expect(preferences.tenancyPreferences).toEqual({ SETrialTermsAccepted: 'true' });
    const listed = await reader.json<{ items: { name: string }[] }>(
      'GET',
      `${API('eu-frankfurt-1')}/tenancies/${seTrial.tenancyId}/preferences`
    );
    expect(listed.items.map(item => item.name)).toEqual(['SETrialTermsAccepted']);
  });

  it('updates with etag and if-match: the current etag passes, a stale one is 412', async () => {
    const path = `${API('us-ashburn-1')}/users/${payg.userId}/preferences/language`;
    const created = await payg.call('PUT', path, { body: { value: 'fr' } });
    const etag = created.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const got = await payg.call('GET', path);
    expect(got.headers.get('etag')).toBe(etag);
    const listed = await payg.json<{ items: { name: string; value: unknown }[] }>(
      'GET',
      `${API('us-ashburn-1')}/users/${payg.userId}/preferences`
    );
    expect(listed.items).toContainEqual(expect.objectContaining({ name: 'language', value: 'fr' }));
    const limit = await payg.json<{ value: unknown }>(
      'GET',
      `${API('us-ashburn-1')}/tenancies/${payg.tenancyId}/preferences/sessionInactivityLimitTime`
    );
    expect(limit.value).toBe(3600);
    expect((await payg.call('GET', `${API('us-ashburn-1')}/users/${payg.userId}/preferences/neverSet`)).status).toBe(
      404
    );
    const updated = await payg.call('PUT', path, { body: { value: 'ja' }, headers: { 'if-match': etag } });
    expect(updated.status).toBe(200);
    const stale = await payg.call('PUT', path, { body: { value: 'de' }, headers: { 'if-match': etag } });
    expect(stale.status).toBe(412);
    expect(await stale.json()).toMatchObject({ code: 'PreconditionFailed' });
    const preferences = await payg.json<Preferences>('GET', `${API('us-ashburn-1')}/preferences`);
    expect(preferences).toMatchObject({ language: 'ja', isDefaultLanguage: false });
    const unset = await payg.call('PUT', `${API('us-ashburn-1')}/users/${payg.userId}/preferences/neverSet`, {
      body: { value: 1 },
      headers: { 'if-match': 'abc' },
    });
    expect(unset.status).toBe(412);
  });

  it('validates names and the values the console relies on', async () => {
    const user = `${API('us-ashburn-1')}/users/${payg.userId}/preferences`;
    const cases: [string, unknown, RegExp][] = [
      ['timeZone', { preferredTimeZone: 'Mars/Olympus' }, /IANA time zone/],
      ['language', 42, /language tag/],
      ['SETrialTermsAccepted', 'yes', /true or false/],
      ['userPersona', 'developer', /JSON object/],
      ['bad name!', 1, /preferenceName/],
    ];
    for (const [name, value, message] of cases) {
      const response = await payg.call('PUT', `${user}/${encodeURIComponent(name)}`, { body: { value } });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    }
    const tenancy = `${API('us-ashburn-1')}/tenancies/${payg.tenancyId}/preferences/sessionInactivityLimitTime`;
    expect((await payg.call('PUT', tenancy, { body: { value: 59 } })).status).toBe(400);
    expect((await payg.call('PUT', tenancy, { body: { value: 86_401 } })).status).toBe(400);
    expect((await payg.call('PUT', tenancy, { body: { value: 2700 } })).status).toBe(200);
    const missing = await payg.call('PUT', tenancy, { body: {} });
    expect(await missing.json()).toEqual({
      code: 'MissingParameter',
      message: 'Missing required parameter preferenceDetails.value when calling SetTenancyPreference.',
    });
    const zone = await payg.json<{ value: unknown }>('PUT', `${user}/timeZone`, {
      body: { value: { preferredTimeZone: 'Asia/Tokyo', activeTimeZone: 'UTC' } },
    });
    expect(zone.value).toEqual({ preferredTimeZone: 'Asia/Tokyo', activeTimeZone: 'UTC' });
    // A browser may list a zone by its older IANA name (Chromium: Asia/Calcutta); it is a zone all the same.
    const older = await payg.json<{ value: unknown }>('PUT', `${user}/timeZone`, {
      body: { value: { preferredTimeZone: 'Asia/Calcutta', activeTimeZone: 'Asia/Calcutta' } },
    });
    expect(older.value).toEqual({ preferredTimeZone: 'Asia/Calcutta', activeTimeZone: 'Asia/Calcutta' });
  });

  it('keeps users and tenancies to their own preferences; an override operator may not set tenancy ones', async () => {
    expect((await peer.call('GET', `${API('eu-frankfurt-1')}/users/${payg.userId}/preferences`)).status).toBe(404);
    expect(
      (
        await peer.call('PUT', `${API('eu-frankfurt-1')}/tenancies/${payg.tenancyId}/preferences/x`, {
          body: { value: 1 },
        })
      ).status
    ).toBe(404);
    const overridden = await production.json<Preferences>('GET', `${API('us-ashburn-1')}/preferences`);
    expect(overridden).toMatchObject({ canManageTenancyPreferences: false, sessionInactivityLimitTime: 900 });
    const refused = await production.call(
      'PUT',
      `${API('us-ashburn-1')}/tenancies/${production.tenancyId}/preferences/sessionInactivityLimitTime`,
      { body: { value: 7200 } }
    );
    expect(refused.status).toBe(404);
  });
});
