import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localOrigins } from '../../../origins.ts';
import { createCloud, type Cloud } from '../../app.ts';
import { galleryLanguage } from './module.ts';

interface FeedTopic {
  preview: { id: string; title: string; media: { src: string }; showInRealms?: string[] };
  content: { title: string; src?: string; onClick?: { navigate: string } };
  whitelists?: string[];
  featureFlags?: string[];
}
interface Feed {
  categories: { id: string; title: string; items: FeedTopic[] }[];
}

let cloud: Cloud;
const get = (path: string, init?: RequestInit) => cloud.app.request(`${cloud.origins.cloudOrigin}${path}`, init);

beforeAll(async () => {
  cloud = await createCloud({ origins: localOrigins() });
});
afterAll(() => cloud.close());

async function feed(query = ''): Promise<{ response: Response; body: Feed }> {
  const response = await get(`/gallery/v1/topics.json${query}`);
  return { response, body: (await response.json()) as Feed };
}

describe('the gallery feed', () => {
  it('lists five categories whose topics vary by capability, flag and realm', async () => {
    const { response, body } = await feed();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-language')).toBe('en');
    expect(body.categories.map(category => category.id)).toEqual([
      'get-started',
      'build',
      'data-ai',
      'costs',
      'fusion-applications',
    ]);
    const topics = body.categories.flatMap(category => category.items);
    expect(new Set(topics.map(topic => topic.preview.id)).size).toBe(topics.length);
    expect(new Set(topics.flatMap(topic => topic.whitelists ?? []))).toEqual(
      new Set([
        'freeTier',
        'upgradable',
        'internalTenancy',
        'paidServices',
        'cloudShell',
        'codeEditor',
        'saasSubscription',
      ])
    );
    expect(topics.some(topic => topic.featureFlags?.includes('gallery-vector-search'))).toBe(true);
    expect(topics.find(topic => topic.preview.id === 'gov-analytics')?.preview.showInRealms).toEqual(['oc2', 'oc3']);
    expect(body.categories[0]?.items.length).toBeGreaterThan(4);
  });

  it('gives pages and media relative to the feed, and click actions as console paths', async () => {
    const { body } = await feed('?lang=de');
    const topics = body.categories.flatMap(category => category.items);
    const shell = topics.find(topic => topic.preview.id === 'cloud-shell');
    expect(shell?.content).toEqual({ title: 'Mit Cloud Shell arbeiten', src: 'pages/cloud-shell.html?lang=de' });
    expect(shell?.preview.media.src).toBe('media/build.svg');
    expect(topics.find(topic => topic.preview.id === 'cost-analysis')?.content).toEqual({
      title: 'Kosten analysieren',
      onClick: { navigate: '/account-management/cost-analysis' },
    });
  });

  it.each<[string | undefined, string]>([
    [undefined, 'en'],
    ['de', 'de'],
    ['de-CH', 'de'],
    ['DE', 'de'],
    ['fr', 'en'],
    ['', 'en'],
  ])('reads lang %s as %s', (lang, language) => {
    expect(galleryLanguage(lang)).toBe(language);
  });

  it('answers the console origin with CORS and no other', async () => {
    const allowed = await get('/gallery/v1/topics.json', { headers: { origin: cloud.origins.consoleOrigin } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(cloud.origins.consoleOrigin);
    const other = await get('/gallery/v1/topics.json', { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the content pages', () => {
  it('serves a page in its language with a strict CSP that lets only the console frame it', async () => {
    const response = await get('/gallery/v1/pages/cloud-shell.html?lang=de');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain(`frame-ancestors ${cloud.origins.consoleOrigin}`);
    expect(csp).not.toContain('unsafe-inline');
    const page = await response.text();
    expect(page).toContain('<html lang="de">');
    expect(page).toContain('<main aria-label="Mit Cloud Shell arbeiten">');
    expect(page).toContain('<h1 class="title">Mit Cloud Shell arbeiten</h1>');
    expect(page).toContain('<h2>So legen Sie los</h2>');
    expect(page).toContain('<button type="button" data-gallery-close>Schließen</button>');
    expect(page).toContain('<script defer src="../assets/embed.js"></script>');
    expect(page).not.toMatch(/<script>|style=/);
  });

  it('serves every topic with a page, and 404 for anything else', async () => {
    expect((await get('/gallery/v1/pages/console-basics.html')).status).toBe(200);
    expect((await get('/gallery/v1/pages/cost-analysis.html')).status).toBe(404);
    expect((await get('/gallery/v1/pages/missing.html')).status).toBe(404);
    expect((await get('/gallery/v1/pages/constructor.html')).status).toBe(404);
    expect((await get('/gallery/v1/pages/cloud-shell')).status).toBe(404);
  });

  it('serves the script that posts close and escape to the console only, the stylesheet and the media', async () => {
    const script = await get('/gallery/v1/assets/embed.js');
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    const code = await script.text();
    expect(code).toContain("send('close')");
    expect(code).toContain("send('escape')");
    expect(code).not.toContain("'*'");
    expect((await get('/gallery/v1/assets/page.css')).headers.get('content-type')).toMatch(/^text\/css/);
    expect((await get('/gallery/v1/assets/other.js')).status).toBe(404);
    const media = await get('/gallery/v1/media/data.svg');
    expect(media.headers.get('content-type')).toBe('image/svg+xml');
    expect(await media.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect((await get('/gallery/v1/media/toString.svg')).status).toBe(404);
  });
});
