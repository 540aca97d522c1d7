import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localOrigins } from '../../../origins.ts';
import { createCloud, type Cloud } from '../../app.ts';
import { EXPLORE_CATEGORIES, exploreLanguage } from './start-exploring.ts';

interface FeedItem {
  id: string;
  title: string;
  abstract: string;
  contentType: string;
  url: string;
  featured?: boolean;
  alwaysFreeEligible?: boolean;
  whitelists?: string[];
  featureFlags?: string[];
  showInRealms?: string[];
  hiddenInDisconnected?: boolean;
}
interface Feed {
  language: string;
  categories: { id: string; title: string; items: FeedItem[] }[];
}

let cloud: Cloud;
const get = (path: string, init?: RequestInit) => cloud.app.request(`${cloud.origins.cloudOrigin}${path}`, init);
const feed = async (query = '') => (await (await get(`/help/start-exploring.json${query}`)).json()) as Feed;

beforeAll(async () => {
  cloud = await createCloud({ origins: localOrigins() });
});
afterAll(() => cloud.close());

describe('Start exploring feed', () => {
  it('serves the five categories of spec 2 §2 with entries of every content type', async () => {
    const { language, categories } = await feed();
    expect(language).toBe('en');
    expect(categories.map(category => [category.id, category.title])).toEqual([
      ['getting-started', 'Getting started'],
      ['deploying-apps', 'Deploying websites and apps'],
      ['developer-tools', 'Exploring developer tools'],
      ['managing-bills', 'Managing bills'],
      ['guided-tours', 'Guided tours'],
    ]);
    const items = categories.flatMap(category => category.items);
    expect(new Set(items.map(item => item.contentType))).toEqual(
      new Set(['documentation', 'blog', 'github', 'training', 'tour'])
    );
    expect(new Set(items.map(item => item.id)).size).toBe(items.length);
    for (const category of categories) expect(category.items.filter(item => item.featured)).toHaveLength(1);
    // Each rule the console applies has an entry that exercises it.
    expect(items.some(item => item.whitelists?.length)).toBe(true);
    expect(items.some(item => item.featureFlags?.length)).toBe(true);
    expect(items.some(item => item.showInRealms?.length)).toBe(true);
    expect(items.some(item => item.hiddenInDisconnected)).toBe(true);
    expect(items.some(item => item.alwaysFreeEligible)).toBe(true);
    expect(items.find(item => item.id === 'console-tour')).toMatchObject({
      contentType: 'tour',
      url: `${cloud.origins.cloudOrigin}/help/explore/console-tour.html`,
    });
  });

  it('answers in German for lang=de and de-DE, in English for other languages; CORS for the console', async () => {
    const german = await feed('?lang=de-DE');
    expect(german.language).toBe('de');
    expect(german.categories[0]?.title).toBe('Erste Schritte');
    expect(german.categories[0]?.items[0]?.url).toMatch(/console-basics\.html\?lang=de$/);
    expect((await feed('?lang=fr')).categories[0]?.title).toBe('Getting started');
    const response = await get('/help/start-exploring.json', { headers: { Origin: cloud.origins.consoleOrigin } });
    expect(response.headers.get('access-control-allow-origin')).toBe(cloud.origins.consoleOrigin);
  });

  it('fails as a fault rule says', async () => {
    await cloud.app.request(`${cloud.origins.cloudOrigin}/_emulator/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ operation: 'GetStartExploringFeed', status: 500, times: 1 }),
    });
    expect((await get('/help/start-exploring.json')).status).toBe(500);
    expect((await get('/help/start-exploring.json')).status).toBe(200);
  });
});

describe('Start exploring content pages', () => {
  it('serve every entry as a standalone page in its language, styled by the cloud’s own stylesheet', async () => {
    for (const entry of EXPLORE_CATEGORIES.flatMap(category => category.entries)) {
      const response = await get(`/help/explore/${entry.id}.html`);
      expect(response.status, entry.id).toBe(200);
      expect(await response.text()).toContain(`<h1 id="title">${entry.text.en.title}</h1>`);
    }
    const german = await get('/help/explore/console-tour.html?lang=de');
    expect(german.headers.get('content-security-policy')).toContain("default-src 'none'; style-src 'self'");
    const html = await german.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Tour durch die Konsole');
    expect(html).toContain(`href="${cloud.origins.cloudOrigin}/help/explore.css"`);
    const css = await get('/help/explore.css');
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  });

  it('answer 404 for unknown entries and names without .html', async () => {
    expect((await get('/help/explore/missing.html')).status).toBe(404);
    expect((await get('/help/explore/constructor.html')).status).toBe(404);
    expect((await get('/help/explore/console-tour')).status).toBe(404);
  });
});

describe('exploreLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['de', 'de'],
    ['DE-at', 'de'],
    ['de_CH', 'de'],
    ['fr-FR', 'en'],
    ['constructor', 'en'],
  ])('%j → %s', (lang, language) => {
    expect(exploreLanguage(lang)).toBe(language);
  });
});
