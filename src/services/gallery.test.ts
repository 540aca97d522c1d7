import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { internalErrorFault, startLocalCloud, type LocalCloud } from '../../test/local-cloud.ts';
import { isApiError } from '../http/errors.ts';
import { galleryFeedUrl, getGalleryFeed, parseGalleryFeed } from './gallery.ts';

const FEED_URL = 'http://127.0.0.1:7070/gallery/v1/topics.json?lang=en';

function topic(id: string, content: Record<string, unknown>, preview: Record<string, unknown> = {}) {
  return { preview: { id, title: `Title ${id}`, abstract: 'About it', ...preview }, content };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('the gallery feed address', () => {
  it('lives with the realm content, in a language', () => {
    expect(galleryFeedUrl('de', { cloudOrigin: 'http://127.0.0.1:7070', secondLevelDomain: 'oraclecloud.com' })).toBe(
      'http://127.0.0.1:7070/gallery/v1/topics.json?lang=de'
    );
    expect(galleryFeedUrl('en', { cloudOrigin: '', secondLevelDomain: 'oraclecloud.com' })).toBe(
      'https://console.oraclecloud.com/gallery/v1/topics.json?lang=en'
    );
  });
});

describe('parseGalleryFeed', () => {
  it('resolves pages and media against the feed, and keeps click actions to console paths', () => {
    const [category] = parseGalleryFeed(
      {
        categories: [
          {
            id: 'start',
            title: 'Get started',
            items: [
              topic('page', { src: 'pages/page.html?lang=en' }, { media: { src: 'media/start.svg' }, featured: true }),
              topic('action', { title: 'Costs', onClick: { navigate: '/account-management/cost-analysis' } }),
              topic('both', { src: 'pages/both.html', onClick: { navigate: '/x' } }),
            ],
          },
        ],
      },
      FEED_URL
    );
    expect(category?.items.map(item => [item.preview.id, item.content.src, item.content.onClick])).toEqual([
      ['page', 'http://127.0.0.1:7070/gallery/v1/pages/page.html?lang=en', undefined],
      ['action', undefined, { navigate: '/account-management/cost-analysis' }],
      ['both', undefined, { navigate: '/x' }],
    ]);
    expect(category?.items[0]?.preview.media).toEqual({ src: 'http://127.0.0.1:7070/gallery/v1/media/start.svg' });
    expect(category?.items[0]?.preview.featured).toBe(true);
    expect(category?.items[1]?.content.title).toBe('Costs');
  });

  it.each<[string, Record<string, unknown>]>([
    ['a page on another origin', { src: 'https://evil.example/page.html' }],
    ['a javascript: page', { src: 'javascript:alert(1)' }],
    ['a protocol-relative action', { onClick: { navigate: '//evil.example/x' } }],
    ['an action with a scheme', { onClick: { navigate: 'https://evil.example/x' } }],
    ['an action that is not a path', { onClick: { navigate: 'compute' } }],
    ['neither page nor action', {}],
  ])('drops a topic with %s', (_name, content) => {
    const [category] = parseGalleryFeed(
      { categories: [{ id: 'c', title: 'C', items: [topic('bad', content)] }] },
      FEED_URL
    );
    expect(category?.items).toEqual([]);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('topic bad dropped'));
  });

  it('drops malformed topics and categories one by one', () => {
    const categories = parseGalleryFeed(
      {
        categories: [
          { id: 'c', title: 'C', items: [{ preview: { id: '' } }, 'x', topic('ok', { src: 'pages/ok.html' })] },
          { id: 'no-title', items: [] },
          null,
        ],
      },
      FEED_URL
    );
    expect(categories.map(category => [category.id, category.items.map(item => item.preview.id)])).toEqual([
      ['c', ['ok']],
    ]);
    expect(console.warn).toHaveBeenCalledTimes(4);
  });

  it.each<[string, unknown]>([
    ['a list', []],
    ['no categories', {}],
    ['categories that are no list', { categories: {} }],
  ])('fails for %s', (_name, document) => {
    expect(() => parseGalleryFeed(document, FEED_URL)).toThrow();
  });
});

describe('getGalleryFeed against the local cloud', () => {
  let cloud: LocalCloud;
  beforeAll(async () => {
    cloud = await startLocalCloud();
  });
  afterAll(() => cloud.close());
  afterEach(() => cloud.clearFaults());

  it('reads the feed in the language asked, unsigned, with every topic usable', async () => {
    const categories = await getGalleryFeed('de', { config: cloud.endpoints });
    expect(categories.map(category => category.title)).toEqual([
      'Erste Schritte',
      'Entwickeln und bereitstellen',
      'Daten und KI',
      'Kosten verwalten',
      'Fusion Applications',
    ]);
    const shell = categories[1]?.items.find(item => item.preview.id === 'cloud-shell');
    expect(shell?.content.src).toBe(`${cloud.origins.cloudOrigin}/gallery/v1/pages/cloud-shell.html?lang=de`);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('fails as the service fails', async () => {
    await cloud.injectFault(internalErrorFault('GetGalleryTopics'));
    const failure = await getGalleryFeed('en', { config: cloud.endpoints, retries: 0 }).catch(
      (error: unknown) => error
    );
    expect(isApiError(failure) && failure.status).toBe(500);
  });
});
