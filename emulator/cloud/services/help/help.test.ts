import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localOrigins } from '../../../origins.ts';
import { createCloud } from '../../app.ts';
import type { Cloud } from '../../app.ts';
import type { HelpLink } from './content.ts';

let cloud: Cloud;
const get = (path: string) => cloud.app.request(`${cloud.origins.cloudOrigin}${path}`);

beforeAll(async () => {
  cloud = await createCloud({ origins: localOrigins() });
});
afterAll(() => cloud.close());

describe('contextual help', () => {
  it('serves every link without a path and the matching ones for a console path', async () => {
    const all = (await (await get('/help/links.json')).json()) as { items: HelpLink[] };
    expect(all.items.length).toBeGreaterThan(4);
    const compute = (await (await get('/help/links.json?path=/compute/instances')).json()) as { items: HelpLink[] };
    expect(compute.items.map(item => item.kind)).toEqual([
      'documentation',
      'community',
      'documentation',
      'documentation',
      'community',
      'private',
      'documentation',
      'documentation',
      'documentation',
      'documentation',
      'community',
      'community',
    ]);
    expect(compute.items[2]).toMatchObject({
      displayText: 'Creating a compute instance',
      url: `${cloud.origins.cloudOrigin}/help/docs/compute-instances.html`,
    });
    const home = (await (await get('/help/links.json?path=/')).json()) as { items: HelpLink[] };
    expect(home.items.every(item => item.pathPatterns.includes('*'))).toBe(true);
  });

  it('serves the documentation pages as HTML with a strict CSP, and 404 for others', async () => {
    const response = await get('/help/docs/compute-instances.html');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'self'");
    const html = await response.text();
    expect(html).toContain('<h2 id="shapes">Shapes</h2>');
    expect(html).toContain('<table>');
    expect(html).toContain('role="alert"');
    expect(html).toContain('<a href=');
    expect(html).toContain('class="tabs"');
    expect(html).toContain('class="accordion"');
    expect(html).toContain('href="https://docs.oracle.com/iaas/compute-connecting.html"');
    expect((await get('/help/docs/missing.html')).status).toBe(404);
    expect((await get('/help/docs/constructor.html')).status).toBe(404);
    expect((await get('/help/docs/compute-instances')).status).toBe(404);
  });

  it('serves a hostile page for the console to render inert: scripts, handlers and javascript: links', async () => {
    const html = await (await get('/help/docs/object-storage-buckets.html')).text();
    expect(html).toContain('<script>');
    expect(html).toMatch(/ on(?:error|click|mouseover|toggle)=/);
    expect(html).toContain('href="javascript:');
    const links = (await (await get('/help/links.json?path=/object-storage/buckets')).json()) as { items: HelpLink[] };
    expect(links.items.map(item => item.displayText)).toContain('Managing buckets');
  });
});
