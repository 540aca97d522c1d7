// The SE trial terms' store against the real local cloud (spec 2 §4, §5; spec 3 SE trial profile): the decision from
// the entitlements, preferences and profile, the country from the entitlement's attribute, Accept only after review
// and the box, every write failing (nothing recorded, the terms stay), one success enough, and a profile holding part
// of an agreement recording nothing; "not recorded" said only once no write is still on its way.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { scenario } from '../emulator/cloud/scenarios.ts';
import { createProfile } from '../src/services/commercial-profiles.ts';
import { signInClient, type ClientSession } from '../test/client-session.ts';
import { internalErrorFault } from '../test/local-cloud.ts';
import { useSession, useStoreCloud } from '../test/store-cloud.ts';
import { loadAccount } from './account.ts';
import { $activeRegion } from './active-region.ts';
import { loadCapabilities } from './capabilities.ts';
import { loadOrganizationSubscriptions } from './organization-subscriptions.ts';
import { $preferences, loadPreferences } from './preferences.ts';
import { loadPurchaseEntitlements } from './purchase-entitlements.ts';
import { serviceContext } from './service-context.ts';
import { $seTrial, acceptSeTrialTerms, openGeneralTerms, resetSeTrial, setHaveRead, startSeTrial } from './se-trial.ts';
import { $seTrialModal, $seTrialWanted } from './se-trial-wanted.ts';

const cloud = useStoreCloud();
const sessions: Record<string, ClientSession> = {};
let errors: ReturnType<typeof vi.spyOn>;

/** Signs in as the scenario's user and loads what the decision reads, as the console has by then. */
async function startAs(key: string): Promise<string> {
  const session = sessions[key];
  if (!session) throw new Error(`no session for ${key}`);
  await useSession(session);
  // The console works in the tenancy's home region (the se-trial tenancy subscribes to Frankfurt only).
  $activeRegion.set(scenario(key).homeRegion);
  const tenancyId = scenario(key).id;
  await Promise.all([loadAccount(), loadCapabilities(), loadPreferences({ probe: false })]);
  await Promise.all([loadPurchaseEntitlements({ tenancyId }), loadOrganizationSubscriptions({ tenancyId })]);
  resetSeTrial();
  await startSeTrial();
  // The terms load the country table; an exempt user never needs it.
  if ($seTrial.get().view === 'terms') await vi.waitFor(() => expect($seTrial.get().countries).not.toBeNull());
  return tenancyId;
}

beforeAll(async () => {
  for (const key of ['se-trial', 'se-trial-no-country']) {
    const [user] = scenario(key).users;
    if (!user) throw new Error(`no user in ${key}`);
    sessions[key] = await signInClient(cloud.local, { userName: user.name, password: user.password });
  }
});

beforeEach(async () => {
  await cloud.local.clearFaults();
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
});

afterEach(() => {
  resetSeTrial();
  vi.restoreAllMocks();
});

describe('the SE trial terms', () => {
  it('are required for the SE trial with its country; nothing is recorded until reviewed and ticked, and a failed recording keeps them', async () => {
    await startAs('se-trial');
    expect($seTrial.get()).toMatchObject({
      view: 'terms',
      termsRequired: true,
      isLoading: false,
      countryCode: 'DE',
      credit: { amount: 500, currency: 'USD' },
      durationDays: 60,
    });
    expect($seTrialWanted.get()).toBe(true);
    expect($seTrialModal.get()).toBe(true);
    expect($seTrial.get().countries?.length).toBeGreaterThanOrEqual(195);

    expect(await acceptSeTrialTerms()).toBe(false);
    setHaveRead(true);
    expect(await acceptSeTrialTerms()).toBe(false);
    openGeneralTerms();

    // Every write fails: nothing is recorded, the error is logged and the terms stay.
    for (const operation of ['SetTenancyPreference', 'SetUserPreference', 'CreateProfile'] as const) {
      await cloud.local.injectFault(internalErrorFault(operation));
    }
    expect(await acceptSeTrialTerms()).toBe(false);
    expect($seTrial.get()).toMatchObject({ acceptError: 'not-recorded', termsRequired: true, isLoading: false });
    expect(errors).toHaveBeenCalled();

    // Only the profile can be written: one success is enough.
    await cloud.local.clearFaults();
    await cloud.local.injectFault(internalErrorFault('SetTenancyPreference'));
    await cloud.local.injectFault(internalErrorFault('SetUserPreference'));
    expect(await acceptSeTrialTerms()).toBe(true);
    expect($seTrial.get()).toMatchObject({ view: 'hidden', termsRequired: false, acceptError: null });
    expect($seTrialModal.get()).toBe(false);
    expect($preferences.get().preferences.SETrialTermsAccepted).toBe(true);

    // The next start finds the agreement on the profile: nothing to show.
    await cloud.local.clearFaults();
    await startAs('se-trial');
    expect($seTrial.get()).toMatchObject({ view: 'hidden', termsRequired: false });
  });

  it('record nothing when the profile already holds part of an agreement (no country: the terms show without one)', async () => {
    const tenancyId = await startAs('se-trial-no-country');
    expect($seTrial.get()).toMatchObject({ view: 'terms', countryCode: undefined });
    const entitlementId = $seTrial.get().entitlement?.id;
    if (!entitlementId) throw new Error('no CLOUDCM entitlement');
    await createProfile(serviceContext(), {
      purchaseEntitlementId: entitlementId,
      compartmentId: tenancyId,
      properties: [{ name: 'accepted-by', value: 'someone@example.com', modes: ['CUSTOMER_READ'] }],
    });
    // Decided again with that profile: one property alone does not exempt.
    await startAs('se-trial-no-country');
    expect($seTrial.get().view).toBe('terms');
    openGeneralTerms();
    setHaveRead(true);
    expect(await acceptSeTrialTerms()).toBe(false);
    expect($seTrial.get().acceptError).toBe('partial-profile');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('already holds part of an agreement'));
    expect($preferences.get().preferences.SETrialTermsAccepted).toBe(false);
  });

  it('say "not recorded" only once every write on an existing profile has settled (none lands afterwards)', async () => {
    // The account back to a profile without the agreement, nothing accepted (the test before left part of one).
    const { db } = cloud.local.cloud;
    const tenancyId = scenario('se-trial-no-country').id;
    await db.query('delete from commercial_profile_properties where tenancy_id = $1', [tenancyId]);
    await db.query('delete from commercial_profiles where tenancy_id = $1', [tenancyId]);
    await db.query(
      `insert into commercial_profiles (id, tenancy_id, purchase_entitlement_id, lifecycle_state, time_created)
       select 'ocid1.commercialprofile.oc1..bare', $1, id, 'ACTIVE', now() from purchase_entitlements
       where tenancy_id = $1 and service_type = 'CLOUDCM'`,
      [tenancyId]
    );
    await startAs('se-trial-no-country');
    openGeneralTerms();
    setHaveRead(true);
    // The preferences refuse at once (a 401 is not retried); of the two property writes one is refused at once, the
    // other is slow and then written.
    await cloud.local.injectFault({ operation: 'SetTenancyPreference', status: 401 });
    await cloud.local.injectFault({ operation: 'SetUserPreference', status: 401 });
    await cloud.local.injectFault({ operation: 'CreateProfileProperty', status: 401, times: 1 });
    await cloud.local.injectFault({ operation: 'CreateProfileProperty', latencyMs: 60, times: 1 });
    expect(await acceptSeTrialTerms()).toBe(false);
    expect($seTrial.get()).toMatchObject({ termsRequired: true, acceptError: 'not-recorded', isLoading: false });
    // Nothing of the acceptance is still on its way to the service.
    expect(cloud.local.cloud.faults.waitingCount()).toBe(0);
    expect(cloud.local.busyRequests()).toBe(0);
  });
});
