import { CONSOLE_CONFIG } from '../src/config.ts';
import { customerTypeOf } from '../src/domain/customer-type.ts';
import { promotionLifecycle } from '../src/domain/account-status.ts';
import {
  GUIDED_JOURNEY_CAMPAIGN,
  loadExperiences,
  recordExperimentActions,
  type ExperimentCustomAttributes,
} from '../src/services/experiments.ts';
import { LOCAL_KEYS, readLocalItem, removeLocalItem, writeLocalItem } from '../src/storage/browser-storage.ts';
import { $tenancy, $user } from './account.ts';
import { $activeRegion } from './active-region.ts';
import { $capabilities } from './capabilities.ts';
import { $guidedJourneyExperiment } from './experiments.ts';
import { $locale } from './locale.ts';
import { serviceContext } from './service-context.ts';
import { $session } from './session.ts';

// The experiments' calls (spec 2 §7, §8, §9), loaded lazily by stores/experiments.ts: the generation for campaign
// Shell-GuidedJourney with the listed custom attributes, the visitor state kept under `maxy_visitor_state`, the actions
// posted; a failure clears the visitor state and marks the experiment errored.

/** The experience of Shell-GuidedJourney that puts the user in the experiment (the other is `control`). */
export const GUIDED_JOURNEY_EXPERIENCE = 'guided-journey';

/** How new an account may be for `newUserPromo` (spec 2 §9: "new-account window 60 days"). */
const NEW_ACCOUNT_WINDOW_MS = 60 * 86_400_000;

function fail(error: unknown): void {
  console.warn('[experiments] the experiments call failed; the visitor state is cleared', error);
  removeLocalItem(LOCAL_KEYS.experimentVisitorState);
  $guidedJourneyExperiment.set({ status: 'errored', inExperiment: false });
}

/**
 * The custom attributes of the generation (spec 2 §7: region, language, account, activeRealm, url, tenancyOcid,
 * newUserPromo). Not shown: chosen — `account` is the customer type, `url` the page's origin and path (never its
 * query), `newUserPromo` true for an account at most 60 days old with an active promotion.
 */
export function customAttributes(now: number = Date.now()): ExperimentCustomAttributes | null {
  const tenancy = $tenancy.get().value;
  const tenancyOcid = $session.get().claims?.tenant;
  if (!tenancyOcid) return null;
  const accountInfo = $capabilities.get().data?.accountInfo ?? null;
  const created = Date.parse(tenancy?.createdTime ?? '');
  const newAccount = !Number.isNaN(created) && now - created <= NEW_ACCOUNT_WINDOW_MS;
  return {
    region: $activeRegion.get(),
    language: $locale.get(),
    tenancyOcid,
    account: customerTypeOf({
      accountInfo,
      isInternal: tenancy?.isInternal === true,
      hasCompanyEmail: $user.get().value?.hasOracleEmail === true,
    }),
    activeRealm: CONSOLE_CONFIG.realm,
    ...(typeof location === 'undefined' ? {} : { url: `${location.origin}${location.pathname}` }),
    newUserPromo: newAccount && accountInfo !== null && promotionLifecycle(accountInfo) === 'active',
  };
}

/** The Shell-GuidedJourney generation: once per page, again only after a failure. */
export async function generateGuidedJourney(): Promise<void> {
  const current = $guidedJourneyExperiment.get().status;
  if (current === 'loading' || current === 'ready') return;
  const attributes = customAttributes();
  if (!attributes) return;
  $guidedJourneyExperiment.set({ status: 'loading', inExperiment: false });
  const visitorState = readLocalItem(LOCAL_KEYS.experimentVisitorState) ?? undefined;
  try {
    const result = await loadExperiences(serviceContext(), {
      customAttributes: attributes,
      campaigns: [GUIDED_JOURNEY_CAMPAIGN],
      ...(visitorState ? { visitorState } : {}),
    });
    if (result.errored) return fail(result.error);
    writeLocalItem(LOCAL_KEYS.experimentVisitorState, result.visitorState);
    const generation = result.generations.find(entry => entry.campaignName === GUIDED_JOURNEY_CAMPAIGN);
    $guidedJourneyExperiment.set({
      status: 'ready',
      inExperiment: generation?.visitorQualified === true && generation.experience === GUIDED_JOURNEY_EXPERIENCE,
    });
  } catch (error) {
    fail(error);
  }
}

/** Posts one action of Shell-GuidedJourney; nothing without a visitor state. Never rejects. */
export async function postExperimentAction(name: string): Promise<void> {
  const visitorState = readLocalItem(LOCAL_KEYS.experimentVisitorState);
  if (!visitorState || $guidedJourneyExperiment.get().status === 'errored') return;
  try {
    await recordExperimentActions(serviceContext(), visitorState, [{ name, campaignName: GUIDED_JOURNEY_CAMPAIGN }]);
  } catch (error) {
    fail(error);
  }
}
