import { cleanStores, keepMount } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GalleryCategory, GalleryTopic } from '../src/domain/gallery.ts';
import { resetFeatureFlags, setFeatureFlags } from '../src/feature-flags.ts';
import { ApiError } from '../src/http/errors.ts';
import { getGalleryFeed } from '../src/services/gallery.ts';
import type * as GalleryModule from '../src/services/gallery.ts';
import type { CapabilitiesResponse } from '../src/services/identity.ts';
import { capabilitiesOf } from '../test/capabilities-fixture.ts';
import { $tenancy, type ConsoleTenancy } from './account.ts';
import { $capabilities } from './capabilities.ts';
import { $gallery, $galleryFeed, loadGallery, retryGallery } from './gallery.ts';
import { $locale } from './locale.ts';

vi.mock('../src/services/gallery.ts', async importOriginal => ({
  ...(await importOriginal<typeof GalleryModule>()),
  getGalleryFeed: vi.fn(),
}));

const feed = vi.mocked(getGalleryFeed);

function topic(id: string, extra: Partial<GalleryTopic> = {}): GalleryTopic {
  return {
    preview: { id, title: id, abstract: '' },
    content: { src: `http://127.0.0.1:7070/gallery/v1/pages/${id}.html` },
    ...extra,
  };
}

const CATEGORIES: GalleryCategory[] = [
  {
    id: 'start',
    title: 'Get started',
    items: [
      topic('basics'),
      topic('free-vm', {
        whitelists: ['freeTier'],
        featureFlags: ['always-free'],
        preview: { id: 'free-vm', title: 'VM', abstract: '', alwaysFreeEligible: true },
      }),
      topic('internal', { whitelists: ['internalTenancy'] }),
    ],
  },
  { id: 'saas', title: 'SaaS', items: [topic('fusion', { whitelists: ['saasSubscription'] })] },
  {
    id: 'gov',
    title: 'Gov',
    items: [topic('gov', { preview: { id: 'gov', title: 'Gov', abstract: '', showInRealms: ['oc2'] } })],
  },
];

function tiles(): string[] {
  return $gallery.get().categories.flatMap(category => category.items.map(item => item.preview.id));
}

beforeEach(() => {
  feed.mockReset();
  feed.mockResolvedValue(CATEGORIES);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  $galleryFeed.set({ status: 'idle', categories: [], language: null });
  $locale.set('en');
  $capabilities.set({ status: 'ready', data: capabilitiesOf({}), failure: null });
  $tenancy.set({ status: 'ready', value: { isInternal: false } as ConsoleTenancy, error: null });
  resetFeatureFlags();
  // Shown, as on Home: the first load starts here.
  keepMount($gallery);
});
afterEach(() => {
  cleanStores($gallery, $galleryFeed);
  vi.restoreAllMocks();
});

describe('the gallery store', () => {
  it('loads in the catalog language once shown, and again when the language changes', async () => {
    await vi.waitFor(() => expect($gallery.get().status).toBe('ready'));
    expect(feed).toHaveBeenCalledTimes(1);
    expect(feed).toHaveBeenCalledWith('en', expect.objectContaining({ retries: 1 }));

    $locale.set('de');
    await vi.waitFor(() => expect(feed).toHaveBeenCalledWith('de', expect.anything()));
    await vi.waitFor(() => expect($galleryFeed.get().language).toBe('de'));
    expect($gallery.get().status).toBe('ready');
  });

  it.each<[string, Partial<CapabilitiesResponse['accountInfo']>, boolean, string[]]>([
    ['pay as you go', {}, false, ['basics']],
    ['trial', { freeTierEnabled: true, promotionStatus: 'active' }, false, ['basics', 'free-vm']],
    ['SaaS', { hasSaasSubscription: true }, false, ['basics', 'fusion']],
    ['internal', {}, true, ['basics', 'internal']],
  ])('shows a %s account its own tiles', async (_name, accountInfo, isInternal, expected) => {
    feed.mockResolvedValue(CATEGORIES);
    $capabilities.set({ status: 'ready', data: capabilitiesOf(accountInfo), failure: null });
    $tenancy.set({ status: 'ready', value: { isInternal } as ConsoleTenancy, error: null });
    await loadGallery('en');
    expect(tiles()).toEqual(expected);
  });

  it('hides flagged tiles with the flag off and marks Always Free tiles for free-tier accounts', async () => {
    feed.mockResolvedValue(CATEGORIES);
    $capabilities.set({
      status: 'ready',
      data: capabilitiesOf({ freeTierEnabled: true, freeTierOnly: true }),
      failure: null,
    });
    await loadGallery('en');
    expect([...$gallery.get().alwaysFree]).toEqual(['free-vm']);
    setFeatureFlags({ 'always-free': false });
    $galleryFeed.set({ ...$galleryFeed.get() });
    expect(tiles()).toEqual(['basics']);
  });

  it('shows an empty gallery for a 404 (spec 2 §8) and the error state for anything else', async () => {
    const notFound = new ApiError({ status: 404, code: 'NotAuthorizedOrNotFound', message: 'No', operation: 'x' });
    feed.mockRejectedValue(notFound);
    await loadGallery('en');
    expect($gallery.get()).toMatchObject({ status: 'ready', categories: [] });

    feed.mockRejectedValue(new ApiError({ status: 500, code: 'InternalServerError', message: 'Down', operation: 'x' }));
    await loadGallery('en');
    expect($gallery.get()).toMatchObject({ status: 'failed', categories: [] });
    expect(console.warn).toHaveBeenCalled();

    feed.mockResolvedValue(CATEGORIES);
    const retried = retryGallery();
    expect($gallery.get().status).toBe('loading');
    await retried;
    expect($gallery.get().status).toBe('ready');
  });

  it('stays loading until the account is known, so no tile is judged too early', async () => {
    $capabilities.set({ status: 'loading', data: null, failure: null });
    await loadGallery('en');
    expect($gallery.get().status).toBe('loading');
    $capabilities.set({ status: 'ready', data: capabilitiesOf({}), failure: null });
    $tenancy.set({ status: 'loading', value: null, error: null });
    expect($gallery.get().status).toBe('loading');
    $tenancy.set({ status: 'failed', value: null, error: 'tenancy-load-failed' });
    expect($gallery.get()).toMatchObject({ status: 'ready' });
    expect(tiles()).toEqual(['basics']);
  });

  it('keeps the newest answer when an older one arrives later', async () => {
    let answerOld: (value: GalleryCategory[]) => void = () => undefined;
    feed.mockImplementationOnce(() => new Promise(resolve => (answerOld = resolve)));
    feed.mockResolvedValueOnce([{ id: 'new', title: 'New', items: [topic('new')] }]);
    const old = loadGallery('en');
    await loadGallery('de');
    answerOld(CATEGORIES);
    await old;
    expect(tiles()).toEqual(['new']);
    expect($galleryFeed.get().language).toBe('de');
  });
});
