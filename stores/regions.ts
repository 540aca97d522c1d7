import { atom } from 'nanostores';
import { regionFriendlyName } from '../src/domain/regions.ts';
import { listRegionSubscriptions } from '../src/services/identity.ts';
import { $activeRegion, selectRegion } from './active-region.ts';
import { serviceContext } from './service-context.ts';
import { $session } from './session.ts';

/** A subscribed region as the header shows it. */
export interface SubscribedRegion {
  name: string;
  key: string;
  friendlyName: string;
  isHome: boolean;
}

/** Regions state (spec 3 §3, first slice). */
export interface RegionsState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  items: SubscribedRegion[];
  homeRegionName: string | null;
}

/** Subscribed regions of the tenancy. */
export const $regions = atom<RegionsState>({ status: 'idle', items: [], homeRegionName: null });

/** Loads the tenancy's region subscriptions; an active region the tenancy lacks falls back to the home region. */
export async function loadRegions(): Promise<void> {
  const claims = $session.get().claims;
  if (!claims) return;
  $regions.set({ ...$regions.get(), status: 'loading' });
  try {
    // Asked of the identity domain's home region: the active region may be one the tenancy does not subscribe to
    // (a stale ?region=) or one that is down, and either way this list is how the console finds its way out.
    const subscriptions = await listRegionSubscriptions(serviceContext(claims.domain_home_region), claims.tenant);
    const items = subscriptions.map(subscription => ({
      name: subscription.regionName,
      key: subscription.regionKey,
      friendlyName: regionFriendlyName(subscription.regionName),
      isHome: subscription.isHomeRegion,
    }));
    const home = items.find(item => item.isHome)?.name ?? null;
    $regions.set({ status: 'ready', items, homeRegionName: home });
    if (home && !items.some(item => item.name === $activeRegion.get())) {
      selectRegion(home);
    }
  } catch {
    $regions.set({ ...$regions.get(), status: 'failed' });
  }
}
