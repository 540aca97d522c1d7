import { atom } from 'nanostores';
import { CONSOLE_CONFIG } from '../src/config.ts';
import { hasCompanyEmail } from '../src/domain/identity-rules.ts';
import {
  cloudCreditEntitlement,
  seTrialCountryCode,
  type PurchaseEntitlementSummary,
} from '../src/domain/purchase-entitlements.ts';
import {
  agreementProperties,
  canAcceptTerms,
  profileAgreement,
  SE_TRIAL_COUNTDOWN_SECONDS,
  seTrialExemption,
  seTrialScreen,
  type CountryLegalEntity,
  type ProfileAgreement,
} from '../src/domain/se-trial.ts';
import { featureFlag } from '../src/feature-flags.ts';
import {
  createProfile,
  createProfileProperty,
  getPaymentMethodBillingAddress,
  listPaymentMethodRegistrations,
  listProfiles,
  type CommercialProfile,
} from '../src/services/commercial-profiles.ts';
import { getSeTrialCountries } from '../src/services/se-trial-terms.ts';
import { $tenancy, $user } from './account.ts';
import { $activeRegion } from './active-region.ts';
import { $capabilities } from './capabilities.ts';
import { $organizationSubscriptions } from './organization-subscriptions.ts';
import { $preferences, acceptTenancyTrialTerms, setTrialTermsAcceptedPreference } from './preferences.ts';
import { $purchaseEntitlements } from './purchase-entitlements.ts';
import { $seTrialModal, $seTrialWanted } from './se-trial-wanted.ts';
import { consoleConfig, serviceContext } from './service-context.ts';
import { $session, signOut } from './session.ts';

// The Solutions-Engineer trial terms (spec 2 §2, §4, §5; spec 3 SE trial profile). Started by the page data once the
// purchase entitlements say the tenancy is an SE trial: the rules are src/domain/se-trial.ts, this store gathers their
// facts (preferences, user, tenancy, the commercial profile, the billing address, the subscription's country), shows
// the loading modal while it decides, then the terms, the missing-country screen or nothing.

/** Which screen the terms island shows. */
export type SeTrialView = 'hidden' | 'loading' | 'terms' | 'general-terms' | 'missing-country';

/** Why accepting failed: every write failed, or the profile already held part of an agreement (spec 2 §4). */
export type SeTrialAcceptError = 'not-recorded' | 'partial-profile';

/** The SE trial state (spec 2 §3 SE trial state, and what the screen needs). */
export interface SeTrialState {
  view: SeTrialView;
  /** SETrialTermsRequired. */
  termsRequired: boolean;
  /** SETrialTermsIsLoading: true until decided, and while an acceptance is being recorded. */
  isLoading: boolean;
  /** CountryCode: undefined when no source has one (or deciding failed). */
  countryCode: string | undefined;
  /** CMPurchaseEntitlement. */
  entitlement: PurchaseEntitlementSummary | null;
  /** The country-to-legal-entity table; null until loaded, [] when it could not be. */
  countries: CountryLegalEntity[] | null;
  countriesFailed: boolean;
  /** The general terms page has been opened (spec 1 §5 "reviewed"). */
  reviewedGeneralTerms: boolean;
  haveRead: boolean;
  acceptError: SeTrialAcceptError | null;
  /** Seconds left on the missing-country screen. */
  countdown: number;
  /** The trial's credit and length (from the CLOUDCM entitlement's promotion), for the terms table. */
  credit: { amount: number; currency: string } | null;
  durationDays: number | null;
}

const INITIAL: SeTrialState = {
  view: 'hidden',
  termsRequired: false,
  isLoading: true,
  countryCode: undefined,
  entitlement: null,
  countries: null,
  countriesFailed: false,
  reviewedGeneralTerms: false,
  haveRead: false,
  acceptError: null,
  countdown: SE_TRIAL_COUNTDOWN_SECONDS,
  credit: null,
  durationDays: null,
};

/** The SE trial terms' state. */
export const $seTrial = atom<SeTrialState>(INITIAL);

/** How long the decision waits for the subscriptions' answer (its country is the last resort). */
const SUBSCRIPTIONS_WAIT_MS = 10_000;

let started = false;
let profile: CommercialProfile | null = null;
let countdownTimer: ReturnType<typeof setInterval> | undefined;

function update(patch: Partial<SeTrialState>): void {
  const next = { ...$seTrial.get(), ...patch };
  $seTrial.set(next);
  $seTrialModal.set(next.view !== 'hidden');
}

/** Resolves once the organization subscriptions have answered (or failed), or after the wait. */
function subscriptionsSettled(): Promise<void> {
  return new Promise(resolve => {
    const settled = () => ['ready', 'failed'].includes($organizationSubscriptions.get().status);
    if (settled()) return resolve();
    const timer = setTimeout(finish, SUBSCRIPTIONS_WAIT_MS);
    const unsubscribe = $organizationSubscriptions.listen(() => {
      if (settled()) finish();
    });
    function finish() {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    }
  });
}

async function billingAddressCountry(tenancyId: string, entitlementId: string): Promise<string | undefined> {
  const context = serviceContext();
  const methods = await listPaymentMethodRegistrations(context, {
    compartmentId: tenancyId,
    subscriptionPlanPurchaseEntitlementId: entitlementId,
  });
  const method = methods.find(entry => entry.hasBillingAddress !== false);
  if (!method) return undefined;
  return (await getPaymentMethodBillingAddress(context, method.id)).country ?? undefined;
}

function creditOf(entitlement: PurchaseEntitlementSummary | null): Pick<SeTrialState, 'credit' | 'durationDays'> {
  const promotion = entitlement?.promotion;
  const start = Date.parse(promotion?.timeStart ?? '');
  const end = Date.parse(promotion?.timeEnd ?? '');
  return {
    credit:
      promotion?.amount === undefined ? null : { amount: promotion.amount, currency: promotion.currencyUnit ?? 'USD' },
    durationDays: Number.isNaN(start) || Number.isNaN(end) ? null : Math.round((end - start) / 86_400_000),
  };
}

function loadCountries(): void {
  getSeTrialCountries(consoleConfig(), { retries: 1 }).then(
    countries => update({ countries, countriesFailed: false }),
    (error: unknown) => {
      console.error('[se-trial] the country-to-legal-entity table could not be read', error);
      update({ countries: [], countriesFailed: true });
    }
  );
}

function showTerms(countryCode: string | undefined): void {
  update({ view: 'terms', termsRequired: true, isLoading: false, countryCode });
  if ($seTrial.get().countries === null) loadCountries();
}

/**
 * Decides whether the SE trial terms are required (spec 2 §4, §5) and shows what follows: nothing, the terms, or the
 * missing-country screen. Called once the purchase entitlements are in; a second call does nothing.
 */
export async function startSeTrial(): Promise<void> {
  const claims = $session.get().claims;
  const entitlements = $purchaseEntitlements.get();
  if (started || !claims || !entitlements.isSETrial || !featureFlag('se-trial-account')) return;
  started = true;
  const entitlement = cloudCreditEntitlement(entitlements.summaries) ?? null;
  const user = $user.get().value;
  const preferences = $preferences.get();
  const account = $capabilities.get().data?.accountInfo;
  const email = user?.email ?? null;
  const facts = {
    isSETrial: true,
    intentToPay: account?.intentToPay === true || entitlement?.promotion?.isIntentToPay === true,
    disconnected: CONSOLE_CONFIG.realmFeatures?.disconnected === true,
    overridden: $tenancy.get().value?.isOverriden === true,
    email,
    hasCompanyEmail: user?.hasOracleEmail === true || hasCompanyEmail(email),
    userPreferenceAccepted: preferences.preferences.SETrialTermsAccepted,
    tenancyPreferenceAccepted: preferences.tenancy.SETrialTermsAccepted,
    profileAgreement: 'none' as ProfileAgreement,
  };
  // What needs no call decides first, so an exempt user never sees the loading modal.
  if (seTrialExemption(facts)) {
    update({ isLoading: false, termsRequired: false, entitlement });
    return;
  }
  update({ view: 'loading', isLoading: true, entitlement, ...creditOf(entitlement) });
  $seTrialWanted.set(true);
  loadCountries();
  try {
    const tenancyId = claims.tenant;
    const profiles = entitlement
      ? await listProfiles(serviceContext(), { compartmentId: tenancyId, purchaseEntitlementId: entitlement.id })
      : [];
    profile = profiles[0] ?? null;
    const agreement = profileAgreement((profile?.properties ?? []).map(property => property.name));
    const exemption = seTrialExemption({ ...facts, profileAgreement: agreement });
    const [billingCountry] = await Promise.all([
      exemption || !entitlement ? undefined : billingAddressCountry(tenancyId, entitlement.id),
      exemption ? undefined : subscriptionsSettled(),
    ]);
    const countryCode = seTrialCountryCode({
      billingAddressCountry: billingCountry ?? null,
      purchaseEntitlement: entitlement,
      subscriptionCountry: $organizationSubscriptions.get().cloudCredit?.customerCountryCode ?? null,
    });
    if (!exemption && !countryCode)
      console.error('[se-trial] no country code in the billing address, entitlement or subscription');
    const screen = seTrialScreen({
      exemption,
      countryCode,
      missingCountryFeature: featureFlag('se-trial-missing-country'),
      hasPromotion: entitlement?.promotion?.amount !== undefined,
    });
    if (screen.kind === 'none') update({ view: 'hidden', isLoading: false, termsRequired: false, countryCode });
    else if (screen.kind === 'terms') showTerms(screen.countryCode);
    else startMissingCountryCountdown();
  } catch (error) {
    // Spec 2 §4, §8: failure to decide logs the error, leaves the country undefined and shows the terms.
    console.error('[se-trial] could not decide whether the trial terms are required', error);
    showTerms(undefined);
  }
}

function startMissingCountryCountdown(): void {
  update({ view: 'missing-country', isLoading: false, termsRequired: true, countdown: SE_TRIAL_COUNTDOWN_SECONDS });
  clearInterval(countdownTimer);
  countdownTimer = setInterval(() => {
    const left = $seTrial.get().countdown - 1;
    update({ countdown: Math.max(left, 0) });
    if (left <= 0) {
      clearInterval(countdownTimer);
      void signOutOfTrial();
    }
  }, 1000);
}

/** Opens the general terms page (every country by contracting entity); opening it counts as reviewing it. */
export function openGeneralTerms(): void {
  update({ view: 'general-terms', reviewedGeneralTerms: true });
}

/** Back from the general terms page to the terms. */
export function closeGeneralTerms(): void {
  update({ view: 'terms' });
}

/** Ticks or unticks the "have read" box. */
export function setHaveRead(haveRead: boolean): void {
  update({ haveRead });
}

/** Cancel, and the missing-country screen's end: signs the user out (spec 2 §2). */
export function signOutOfTrial(): Promise<void> {
  clearInterval(countdownTimer);
  return signOut($activeRegion.get());
}

async function recordOnProfile(entitlementId: string, tenancyId: string, email: string): Promise<void> {
  const properties = agreementProperties(email, new Date());
  const context = serviceContext();
  const existing = profile;
  if (!existing) {
    profile = await createProfile(context, {
      purchaseEntitlementId: entitlementId,
      compartmentId: tenancyId,
      properties,
    });
    return;
  }
  // Every write settles before the acceptance does: with Promise.all the first failure answered at once while the
  // other property's write went on retrying, and could land after the terms said "not recorded", leaving the profile
  // half an agreement (which then blocks every later acceptance, spec 2 §4). Found by the fault matrix.
  const results = await Promise.allSettled(
    properties.map(property => createProfileProperty(context, { ...property, profileId: existing.id }))
  );
  const failed = results.find(result => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * Accepts the terms (spec 2 §4): the agreement's properties go onto the commercial profile (or a new one), while the
 * tenancy and the user preference are set, all three at once; one success is enough. A profile that already holds part
 * of an agreement records nothing and logs an error.
 */
export async function acceptSeTrialTerms(): Promise<boolean> {
  const state = $seTrial.get();
  const claims = $session.get().claims;
  const email = $user.get().value?.email;
  if (!canAcceptTerms(state) || state.isLoading || !claims || !email) return false;
  const held = profileAgreement((profile?.properties ?? []).map(property => property.name));
  if (held !== 'none') {
    console.error('[se-trial] the profile already holds part of an agreement; the acceptance is not recorded');
    update({ acceptError: 'partial-profile' });
    return false;
  }
  update({ isLoading: true, acceptError: null });
  const entitlementId = state.entitlement?.id;
  const results = await Promise.allSettled([
    acceptTenancyTrialTerms(),
    setTrialTermsAcceptedPreference(),
    entitlementId
      ? recordOnProfile(entitlementId, claims.tenant, email).then(() => true)
      : Promise.reject(new Error('no CLOUDCM entitlement')),
  ]);
  const succeeded = results.some(result => result.status === 'fulfilled' && result.value === true);
  if (!succeeded) {
    console.error('[se-trial] the acceptance could not be recorded anywhere', results);
    update({ isLoading: false, acceptError: 'not-recorded' });
    return false;
  }
  const current = $preferences.get();
  $preferences.set({ ...current, preferences: { ...current.preferences, SETrialTermsAccepted: true } });
  update({ view: 'hidden', isLoading: false, termsRequired: false });
  return true;
}

/** Back to the start (tests). */
export function resetSeTrial(): void {
  started = false;
  profile = null;
  clearInterval(countdownTimer);
  $seTrial.set(INITIAL);
  $seTrialWanted.set(false);
  $seTrialModal.set(false);
}
