import 'fake-indexeddb/auto';
import { allTasks, cleanStores, keepMount } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { internalErrorFault } from '../test/local-cloud.ts';
import { useStoreCloud } from '../test/store-cloud.ts';
import { setFeatureFlags } from '../src/feature-flags.ts';
import type { CapabilitiesResponse } from '../src/services/identity.ts';
import { $tenancy, type ConsoleTenancy } from './account.ts';
import { $capabilities } from './capabilities.ts';
import { setGuidedTourHandler, startGuidedTour } from './guided-tour.ts';
import { $locale } from './locale.ts';
import { $blockedPopup, dismissBlockedPopup } from './popups.ts';
import {
  $startExploring,
  $visibleExploreCategories,
  loadStartExploring,
  resetStartExploring,
} from './start-exploring.ts';

const cloud = useStoreCloud();
const DAY = 24 * 60 * 60 * 1000;

function account(createdDaysAgo: number, capabilities: Record<string, boolean> = {}): void {
  $capabilities.set({
    status: 'ready',
    data: {
      accountInfo: {} as CapabilitiesResponse['accountInfo'],
      capabilities: { cloudShell: true, codeEditor: true, ...capabilities },
    },
    failure: null,
  });
  $tenancy.set({
    status: 'ready',
    value: {
      isInternal: false,
      createdTime: new Date(Date.now() - createdDaysAgo * DAY).toISOString(),
    } as ConsoleTenancy,
    error: null,
  });
}

const shown = () => $visibleExploreCategories.get().map(category => category.id);

beforeEach(async () => {
  await cloud.local.clearFaults();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanStores($startExploring, $visibleExploreCategories);
  resetStartExploring();
  setFeatureFlags({}, { reset: true });
  $locale.set('en');
  $capabilities.set({ status: 'idle', data: null, failure: null });
  $tenancy.set({ status: 'idle', value: null, error: null });
  vi.restoreAllMocks();
});

describe('$startExploring', () => {
  it('loads the feed in the console’s language once watched, and again when the language changes', async () => {
    keepMount($visibleExploreCategories);
    await allTasks();
    await vi.waitFor(() => expect($startExploring.get().status).toBe('ready'));
    expect($startExploring.get().categories[0]?.title).toBe('Getting started');
    $locale.set('de');
    await vi.waitFor(() => expect($startExploring.get().language).toBe('de'));
    // The English entries stay while German loads.
    expect($startExploring.get().categories).toHaveLength(5);
    await vi.waitFor(() => expect($startExploring.get().status).toBe('ready'));
    expect($startExploring.get().categories[0]?.title).toBe('Erste Schritte');
  });

  it('answers a 404 as an empty feed and another failure as failed; a retry recovers', async () => {
    await cloud.local.injectFault({ operation: 'GetStartExploringFeed', status: 404, code: 'NotAuthorizedOrNotFound' });
    await loadStartExploring('en');
    expect($startExploring.get()).toEqual({ status: 'ready', language: 'en', categories: [] });
    await cloud.local.clearFaults();
    await cloud.local.injectFault(internalErrorFault('GetStartExploringFeed'));
    await loadStartExploring('en');
    expect($startExploring.get()).toEqual({ status: 'failed', language: 'en', categories: [] });
    await cloud.local.clearFaults();
    await loadStartExploring('en');
    expect($startExploring.get().status).toBe('ready');
  });

  it('keeps only the newest of two loads', async () => {
    const first = loadStartExploring('de');
    const second = loadStartExploring('en');
    await Promise.all([first, second]);
    expect($startExploring.get().language).toBe('en');
    expect($startExploring.get().categories[0]?.title).toBe('Getting started');
  });
});

describe('$visibleExploreCategories', () => {
  it('shows guided tours to a new account only, with its flag', async () => {
    await loadStartExploring('en');
    account(12);
    expect(shown()).toEqual(['getting-started', 'deploying-apps', 'developer-tools', 'managing-bills']);
    account(2);
    expect(shown()).toContain('guided-tours');
    setFeatureFlags({ 'start-exploring-guided-tours': false });
    account(2);
    expect(shown()).not.toContain('guided-tours');
  });

  it('drops entries whose capability or flag is missing', async () => {
    await loadStartExploring('en');
    const tools = () =>
      $visibleExploreCategories
        .get()
        .find(c => c.id === 'developer-tools')
        ?.entries.map(e => e.id);
    account(12);
    expect(tools()).toEqual(['cloud-shell', 'code-editor', 'cli-samples', 'devops-blog']);
    account(12, { cloudShell: false });
    expect(tools()).toEqual(['code-editor', 'cli-samples', 'devops-blog']);
    setFeatureFlags({ 'cloud-shell-plugin': false, 'always-free': false });
    account(12);
    expect(tools()).toEqual(['code-editor', 'cli-samples', 'devops-blog']);
    const started = $visibleExploreCategories.get()[0]?.entries.map(entry => entry.id);
    expect(started).not.toContain('always-free-resources');
  });
});

describe('startGuidedTour', () => {
  const opener = (tab: WindowProxy | null) => ({ open: vi.fn(() => tab), location: { href: 'http://localhost/' } });

  it('opens the tour’s help page until a tour handler is installed, then runs the handler', () => {
    const page = 'http://127.0.0.1:7070/help/explore/console-tour.html';
    const browser = opener({ opener: {} } as unknown as WindowProxy);
    expect(startGuidedTour('homepage', page, browser)).toBe('opened');
    expect(browser.open).toHaveBeenCalledWith(page, '_blank');
    const handler = vi.fn();
    const remove = setGuidedTourHandler(handler);
    expect(startGuidedTour('homepage', page, browser)).toBe('started');
    expect(handler).toHaveBeenCalledWith('homepage');
    expect(browser.open).toHaveBeenCalledOnce();
    remove();
    expect(startGuidedTour('homepage', page, browser)).toBe('opened');
  });

  it('shows the popup-blocked message when the help page is blocked', () => {
    expect(startGuidedTour('homepage', 'http://127.0.0.1:7070/help/explore/console-tour.html', opener(null))).toBe(
      'blocked'
    );
    expect($blockedPopup.get()?.url).toBe('http://127.0.0.1:7070/help/explore/console-tour.html');
    dismissBlockedPopup();
  });
});
