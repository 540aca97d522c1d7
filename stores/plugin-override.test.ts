import { cleanStores, keepMount } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PluginRegistry } from '../src/services/plugin-registry.ts';
import { SESSION_KEYS } from '../src/storage/browser-storage.ts';
import { installBrowserGlobals, type BrowserGlobals } from '../test/browser-globals.ts';
import {
  $overrideBarVisible,
  $overrideRejections,
  $pluginOverrides,
  applyOverridesFromUrl,
  clearOverrides,
  hideOverrideBar,
  overriddenPluginUrl,
  resetPluginOverrideState,
  toggleOverrideBar,
} from './plugin-override.ts';
import { $pluginRegistry } from './plugins.ts';
import { consoleConfig } from './service-context.ts';

const PAGE = 'http://localhost:5173/compute/instances?compartment=sandbox';

function registry(names: string[]): PluginRegistry {
  return {
    version: '1',
    plugins: names.map(name => ({
      name,
      pathPrefix: `/${name}`,
      urlTemplate: `${consoleConfig().pluginOrigin}/plugins/${name}/index.html`,
      queryParams: [],
      allowedEndpoints: [],
    })),
    routes: names.map(name => ({ path: `/${name}`, plugin: name })),
    source: 'fallback',
  };
}

let browser: BrowserGlobals;
let warnings: unknown[][];

beforeEach(() => {
  browser = installBrowserGlobals(PAGE);
  warnings = [];
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args));
  resetPluginOverrideState();
  $pluginRegistry.set(registry(['compute', 'networking-vcns']));
});

afterEach(() => {
  cleanStores($pluginOverrides, $overrideRejections, $overrideBarVisible, $pluginRegistry);
  $pluginRegistry.set(null);
  browser.uninstall();
  vi.restoreAllMocks();
});

/** Loads the page at a URL with the given plugin-override values. */
function pageWith(...overrides: string[]): URL {
  const url = new URL(PAGE);
  for (const value of overrides) url.searchParams.append('plugin-override', value);
  browser.history.replaceState(null, '', url);
  return url;
}

describe('applyOverridesFromUrl', () => {
  it('points the plugin at the URL, keeps it for the session, shows the bar and cleans the address', () => {
    browser.history.replaceState({ scrolled: 10 }, '', pageWith('compute:http://localhost:3000/compute'));

    const result = applyOverridesFromUrl(new URL(browser.location.href));

    expect(result).toEqual({ applied: [{ plugin: 'compute', url: 'http://localhost:3000/compute' }], rejections: [] });
    expect(overriddenPluginUrl('compute')).toBe('http://localhost:3000/compute');
    expect(overriddenPluginUrl('networking-vcns')).toBeUndefined();
    expect($pluginOverrides.get()).toEqual([{ plugin: 'compute', url: 'http://localhost:3000/compute' }]);
    expect($overrideBarVisible.get()).toBe(true);
    expect(JSON.parse(browser.sessionStorage.getItem(SESSION_KEYS.pluginOverrides) ?? 'null')).toEqual([
      { plugin: 'compute', url: 'http://localhost:3000/compute' },
    ]);
    // Removed without a navigation; the rest of the address and the history state stay.
    expect(browser.location.href).toBe(PAGE);
    expect(browser.location.navigations).toEqual([]);
    expect(browser.history.state).toEqual({ scrolled: 10 });
  });

  it('refuses foreign origins and unknown plugins, says why, and shows the bar for them', () => {
    const result = applyOverridesFromUrl(
      pageWith(
        'compute:https://evil.example/compute,billing:http://localhost:3000/,networking-vcns:http://localhost:4000/'
      )
    );

    expect(result.applied).toEqual([{ plugin: 'networking-vcns', url: 'http://localhost:4000/' }]);
    expect($overrideRejections.get()).toEqual([
      { entry: 'compute:https://evil.example/compute', reason: 'origin-not-allowed' },
      { entry: 'billing:http://localhost:3000/', reason: 'unknown-plugin' },
    ]);
    expect(overriddenPluginUrl('compute')).toBeUndefined();
    expect(warnings.map(args => String(args[0]))).toEqual([
      '[plugins] plugin-override entry ignored (origin-not-allowed): compute:https://evil.example/compute',
      '[plugins] plugin-override entry ignored (unknown-plugin): billing:http://localhost:3000/',
    ]);
    expect(browser.location.search).toBe('?compartment=sandbox');
  });

  it('shows the bar even when every entry was refused, and stores nothing', () => {
    applyOverridesFromUrl(pageWith('compute:https://evil.example/'));

    expect($pluginOverrides.get()).toEqual([]);
    expect($overrideBarVisible.get()).toBe(true);
    expect(browser.sessionStorage.getItem(SESSION_KEYS.pluginOverrides)).toBeNull();
  });

  it('adds to the overrides of the session, a plugin named again taking its new URL', () => {
    applyOverridesFromUrl(pageWith('compute:http://localhost:3000/a,networking-vcns:http://localhost:4000/'));
    applyOverridesFromUrl(pageWith('compute:http://localhost:3000/b'));

    expect($pluginOverrides.get()).toEqual([
      { plugin: 'networking-vcns', url: 'http://localhost:4000/' },
      { plugin: 'compute', url: 'http://localhost:3000/b' },
    ]);
  });

  it('without the parameter changes nothing and leaves the address alone', () => {
    const result = applyOverridesFromUrl(new URL(PAGE));

    expect(result).toEqual({ applied: [], rejections: [] });
    expect($overrideBarVisible.get()).toBe(false);
    expect(browser.location.href).toBe(PAGE);
  });

  it('refuses unknown names later, once the registry arrives', () => {
    $pluginRegistry.set(null);
    applyOverridesFromUrl(pageWith('billing:http://localhost:3000/,compute:http://localhost:3001/'));
    keepMount($pluginOverrides);
    expect($pluginOverrides.get().map(override => override.plugin)).toEqual(['billing', 'compute']);

    $pluginRegistry.set(registry(['compute']));

    expect($pluginOverrides.get()).toEqual([{ plugin: 'compute', url: 'http://localhost:3001/' }]);
    expect($overrideRejections.get()).toEqual([{ entry: 'billing:http://localhost:3000/', reason: 'unknown-plugin' }]);
    expect(overriddenPluginUrl('billing')).toBeUndefined();
  });
});

describe('a reload in the same tab', () => {
  it('restores the overrides from sessionStorage and shows the bar again', () => {
    applyOverridesFromUrl(pageWith('compute:http://localhost:3000/'));
    toggleOverrideBar();
    expect($overrideBarVisible.get()).toBe(false);

    resetPluginOverrideState();

    expect($pluginOverrides.get()).toEqual([{ plugin: 'compute', url: 'http://localhost:3000/' }]);
    expect($overrideBarVisible.get()).toBe(true);
    expect(overriddenPluginUrl('compute')).toBe('http://localhost:3000/');
  });

  it('does not trust a stored entry that is not allowed', () => {
    browser.sessionStorage.setItem(
      SESSION_KEYS.pluginOverrides,
      JSON.stringify([{ plugin: 'compute', url: 'https://evil.example/' }])
    );

    expect(overriddenPluginUrl('compute')).toBeUndefined();
    expect($overrideBarVisible.get()).toBe(false);
  });
});

describe('clearOverrides', () => {
  it('clears every override from memory and storage, and the bar stays to say so', () => {
    applyOverridesFromUrl(pageWith('compute:http://localhost:3000/,billing:http://localhost:1/'));

    clearOverrides();

    expect($pluginOverrides.get()).toEqual([]);
    expect($overrideRejections.get()).toEqual([]);
    expect(overriddenPluginUrl('compute')).toBeUndefined();
    expect(browser.sessionStorage.getItem(SESSION_KEYS.pluginOverrides)).toBeNull();
    expect($overrideBarVisible.get()).toBe(true);

    resetPluginOverrideState();
    expect($pluginOverrides.get()).toEqual([]);
  });
});

describe('toggleOverrideBar (Alt+O)', () => {
  it('shows the bar with nothing overridden, hides it, and shows it again', () => {
    expect($overrideBarVisible.get()).toBe(false);
    toggleOverrideBar();
    expect($overrideBarVisible.get()).toBe(true);
    toggleOverrideBar();
    expect($overrideBarVisible.get()).toBe(false);
  });

  it('hides the bar of an active override, until a new override arrives', () => {
    applyOverridesFromUrl(pageWith('compute:http://localhost:3000/'));
    hideOverrideBar();
    expect($overrideBarVisible.get()).toBe(false);
    // The override itself stays in effect.
    expect(overriddenPluginUrl('compute')).toBe('http://localhost:3000/');

    applyOverridesFromUrl(pageWith('networking-vcns:http://localhost:4000/'));
    expect($overrideBarVisible.get()).toBe(true);
  });
});
