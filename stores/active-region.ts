import { atom, computed } from 'nanostores';
import { CONSOLE_CONFIG } from '../src/config.ts';
import { HOME_REGION_ALIAS, isValidRegionValue, regionFriendlyName } from '../src/domain/regions.ts';
import { SESSION_KEYS } from '../src/storage/browser-storage.ts';

/** The region API calls go to; starts from `?region=`, session storage, the token's issuer region or the host. */
export const $activeRegion = atom<string>(CONSOLE_CONFIG.hostRegion);

/** The active region as the header names it. */
export const $activeRegionFriendlyName = computed($activeRegion, regionFriendlyName);

/** Picks the first region from the URL, session storage, the sign-in token and the console host (spec 3 §2). */
export function initActiveRegion(url: URL, issuerRegion: string | undefined): string {
  const fromQuery = url.searchParams.get('region');
  const stored = sessionStorage.getItem(SESSION_KEYS.region);
  const candidates = [fromQuery, stored, issuerRegion, CONSOLE_CONFIG.hostRegion];
  const region =
    candidates.find(
      (candidate): candidate is string =>
        typeof candidate === 'string' && candidate !== HOME_REGION_ALIAS && isValidRegionValue(candidate)
    ) ?? CONSOLE_CONFIG.hostRegion;
  $activeRegion.set(region);
  persistRegion(region);
  return region;
}

/** Makes a region active: later calls go there; the choice is kept in session storage and the URL (spec 3 §2). */
export function selectRegion(region: string): void {
  if (region === $activeRegion.get()) return;
  $activeRegion.set(region);
  persistRegion(region);
}

function persistRegion(region: string): void {
  sessionStorage.setItem(SESSION_KEYS.region, region);
  const url = new URL(window.location.href);
  // The host already names its region; repeating it in the URL only adds noise (spec 3 §2).
  if (region === CONSOLE_CONFIG.hostRegion) url.searchParams.delete('region');
  else url.searchParams.set('region', region);
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}
