import { cleanStores, keepMount } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSOLE_CONFIG } from '../src/config.ts';
import { SESSION_KEYS } from '../src/storage/browser-storage.ts';
import { installBrowserGlobals, type BrowserGlobals } from '../test/browser-globals.ts';
import { $activeRegion, $activeRegionFriendlyName, initActiveRegion, selectRegion } from './active-region.ts';

const HOST_REGION = CONSOLE_CONFIG.hostRegion;
let browser: BrowserGlobals;

beforeEach(() => {
  browser = installBrowserGlobals('http://localhost:5173/compute/instances?compartment=sandbox');
  $activeRegion.set(HOST_REGION);
  keepMount($activeRegionFriendlyName);
});

afterEach(() => {
  cleanStores($activeRegion, $activeRegionFriendlyName);
  browser.uninstall();
});

/** The console URL with a `?region=` (or none). */
function pageUrl(region?: string): URL {
  const url = new URL(browser.location.href);
  if (region !== undefined) url.searchParams.set('region', region);
  return url;
}

describe('initActiveRegion', () => {
  it('takes ?region= over session storage, the token issuer region and the host', () => {
    browser.sessionStorage.setItem(SESSION_KEYS.region, 'us-phoenix-1');

    expect(initActiveRegion(pageUrl('eu-frankfurt-1'), 'ap-tokyo-1')).toBe('eu-frankfurt-1');
    expect($activeRegion.get()).toBe('eu-frankfurt-1');
    expect($activeRegionFriendlyName.get()).toBe('Germany Central (Frankfurt)');
  });

  it('takes session storage over the token issuer region', () => {
    browser.sessionStorage.setItem(SESSION_KEYS.region, 'us-phoenix-1');

    expect(initActiveRegion(pageUrl(), 'ap-tokyo-1')).toBe('us-phoenix-1');
    expect($activeRegion.get()).toBe('us-phoenix-1');
  });

  it('takes the token issuer region over the host region', () => {
    expect(initActiveRegion(pageUrl(), 'ap-tokyo-1')).toBe('ap-tokyo-1');
    expect($activeRegionFriendlyName.get()).toBe('Japan East (Tokyo)');
  });

  it('falls back to the host region when nothing names one', () => {
    $activeRegion.set('eu-frankfurt-1');

    expect(initActiveRegion(pageUrl(), undefined)).toBe(HOST_REGION);
    expect($activeRegion.get()).toBe('us-ashburn-1');
  });

  it.each(['mars-1', 'home', '<script>'])('skips the invalid value %j wherever it comes from', invalid => {
    browser.sessionStorage.setItem(SESSION_KEYS.region, invalid);
    expect(initActiveRegion(pageUrl(invalid), 'ap-tokyo-1')).toBe('ap-tokyo-1');

    browser.sessionStorage.setItem(SESSION_KEYS.region, invalid);
    expect(initActiveRegion(pageUrl(invalid), invalid)).toBe(HOST_REGION);
  });

  it('keeps the choice in session storage and in the URL, leaving the rest of the URL alone', () => {
    browser.sessionStorage.setItem(SESSION_KEYS.region, 'us-phoenix-1');

    initActiveRegion(pageUrl(), undefined);

    expect(browser.sessionStorage.getItem(SESSION_KEYS.region)).toBe('us-phoenix-1');
    expect(browser.location.href).toBe(
      'http://localhost:5173/compute/instances?compartment=sandbox&region=us-phoenix-1'
    );
  });

  it('drops ?region= from the URL when the choice is the host region', () => {
    browser.history.replaceState(null, '', '/compute/instances?region=mars-1&compartment=sandbox');

    expect(initActiveRegion(new URL(browser.location.href), undefined)).toBe(HOST_REGION);

    expect(browser.location.href).toBe('http://localhost:5173/compute/instances?compartment=sandbox');
    expect(browser.sessionStorage.getItem(SESSION_KEYS.region)).toBe(HOST_REGION);
  });
});

describe('selectRegion', () => {
  it('makes the region active and writes it to session storage and ?region=, keeping the history state', () => {
    browser.history.replaceState({ scrolled: 120 }, '', browser.location.href);

    selectRegion('eu-frankfurt-1');

    expect($activeRegion.get()).toBe('eu-frankfurt-1');
    expect($activeRegionFriendlyName.get()).toBe('Germany Central (Frankfurt)');
    expect(browser.sessionStorage.getItem(SESSION_KEYS.region)).toBe('eu-frankfurt-1');
    expect(browser.location.search).toBe('?compartment=sandbox&region=eu-frankfurt-1');
    expect(browser.history.state).toEqual({ scrolled: 120 });
    // A region change stays on the page: no navigation, only the URL of this history entry.
    expect(browser.location.navigations).toEqual([]);
    expect(browser.history.length).toBe(1);
  });

  it('removes ?region= from the URL when the host region is chosen', () => {
    selectRegion('eu-frankfurt-1');

    selectRegion(HOST_REGION);

    expect($activeRegion.get()).toBe(HOST_REGION);
    expect(browser.sessionStorage.getItem(SESSION_KEYS.region)).toBe(HOST_REGION);
    expect(browser.location.search).toBe('?compartment=sandbox');
  });

  it('does nothing for the region that is already active', () => {
    selectRegion('eu-frankfurt-1');
    browser.sessionStorage.clear();
    browser.history.replaceState(null, '', '/home');
    const changes: string[] = [];
    const stop = $activeRegion.listen(region => changes.push(region));

    selectRegion('eu-frankfurt-1');
    stop();

    expect(changes).toEqual([]);
    expect(browser.sessionStorage.getItem(SESSION_KEYS.region)).toBeNull();
    expect(browser.location.href).toBe('http://localhost:5173/home');
  });
});
