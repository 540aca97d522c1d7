import { computed } from 'nanostores';
import { appSubscriptions, navigationSaasServices } from '../src/domain/applications.ts';
import { listEnvironments, type AppEnvironment } from '../src/services/applisting.ts';
import { $activeRegion } from './active-region.ts';
import { createWidgetData, type WidgetData } from './home-widget-data.ts';
import { $navigationMenu, needsNavigationMenu } from './navigation.ts';
import {
  $organizationSubscriptions,
  loadOrganizationSubscriptions,
  type OrganizationSubscription,
} from './organization-subscriptions.ts';
import { pageContext } from './service-context.ts';
import { $session } from './session.ts';

// The Applications tab's data (SaaS scope): the tenancy's application environments (applisting, up to 20 pages of
// 100, spec 2 §7, §9; a 404 is none, spec 2 §8) and its app subscriptions (the organization subscriptions start-up
// loads, filtered as spec 2 §5 says). The environments' calls carry Home's page signal: leaving Home aborts them.

const KEY_SEPARATOR = '\n';

const environments = createWidgetData<AppEnvironment[]>('application environments', key => {
  const [compartmentId = '', region = ''] = key.split(KEY_SEPARATOR);
  return listEnvironments(pageContext(region), { compartmentId, accessLevel: 'ANY' });
});

/** The tenancy's application environments. */
export const $appEnvironments = environments.$data;

/** Lists the tenancy's application environments from the active region's applisting service. */
export function loadAppEnvironments(force = false): Promise<void> {
  const tenancyId = $session.get().claims?.tenant;
  if (!tenancyId) return Promise.resolve();
  return environments.load([tenancyId, $activeRegion.get()].join(KEY_SEPARATOR), force);
}

/** The SaaS services the navigation tree names, by upper-cased service type: their labels and pages. */
export const $saasServices = needsNavigationMenu(
  computed($navigationMenu, menu => navigationSaasServices(menu.registry?.items ?? []))
);

/**
 * The app subscriptions (spec 2 §5: classic ones or those whose service type is in the navigation tree). Loading
 * until start-up has loaded the organization subscriptions; failed when they failed (a cached copy stands in for a
 * 500, 502 or 503).
 */
export const $appSubscriptions = computed(
  [$organizationSubscriptions, $saasServices],
  (state, services): WidgetData<OrganizationSubscription[]> => {
    if (state.status === 'idle' || state.status === 'loading') return { status: 'loading', data: null, key: null };
    if (state.status === 'failed') return { status: 'failed', data: null, key: null };
    return { status: 'ready', data: appSubscriptions(state.items, services), key: null };
  }
);

/** Asks for the organization subscriptions again (the subscriptions panel's Try again). */
export function reloadAppSubscriptions(): Promise<unknown> {
  const tenancyId = $session.get().claims?.tenant;
  return tenancyId ? loadOrganizationSubscriptions({ tenancyId }) : Promise.resolve();
}

/** Forgets the environments (tests, sign-out). */
export function resetAppEnvironments(): void {
  environments.reset();
}
