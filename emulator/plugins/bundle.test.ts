import { beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { localOrigins } from '../origins.ts';
import { createPluginApp } from './server.ts';

// Issue 18 point 5: the Buckets sample embeds the console's chrome elements. What the plugin origin serves for it:
// the elements and Lit once, each language's texts as a chunk of their own, the theme tokens, and a CSP that lets
// Lit's Trusted Types policy (and no other) run; the other samples stay one file each, without the elements.

const origins = localOrigins();
let app: Hono;

beforeAll(async () => {
  app = await createPluginApp(origins);
});

async function get(path: string): Promise<Response> {
  return app.request(`${origins.pluginOrigin}${path}`);
}

/** The files a script imports from its own folder, statically or dynamically. */
function importsOf(code: string): string[] {
  return [...code.matchAll(/(?:from|import)\s*\(?\s*["']\.\/([^"']+\.js)["']/g)].map(match => match[1] ?? '');
}

/** The script and every chunk it reaches, file name → code. */
async function scriptGraph(entry: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (files.has(file)) continue;
    const response = await get(`/assets/${file}`);
    expect(response.status, file).toBe(200);
    expect(response.headers.get('content-type'), file).toContain('text/javascript');
    const code = await response.text();
    files.set(file, code);
    queue.push(...importsOf(code).filter(name => name !== 'console-plugin-sdk.js'));
  }
  return files;
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe('the Buckets sample with the console’s chrome elements', () => {
  it('serves the elements and Lit once, and each language’s texts as a chunk loaded only for that language', async () => {
    const graph = await scriptGraph('sample-buckets.js');
    const entry = graph.get('sample-buckets.js') ?? '';
    const all = [...graph.values()].join('\n');
    for (const tag of ['console-side-panel', 'console-toasts', 'console-toast']) {
      expect(count(all, `customElements.define("${tag}"`), tag).toBe(1);
    }
    // lit-html registers its version once per copy.
    expect(count(all, 'litHtmlVersions')).toBe(1);
    expect(entry).toMatch(/from\s*["']\.\/console-plugin-sdk\.js["']/);

    // One catalog chunk per language, imported lazily by the entry: German is in a chunk, never in the entry.
    const catalogs = [...graph.keys()].filter(file => file.startsWith('sample-buckets-_startup-'));
    expect(catalogs.length).toBeGreaterThanOrEqual(31);
    expect(entry).not.toContain('Abbrechen');
    expect(catalogs.filter(file => graph.get(file)?.includes('"Abbrechen"'))).toHaveLength(1);
  });

  it('keeps the elements out of every other sample', async () => {
    for (const script of ['sample-compute.js', 'sample-vcns.js', 'sample-generic.js', 'sample-cloud-shell.js']) {
      const code = await (await get(`/assets/${script}`)).text();
      expect(code, script).not.toContain('customElements.define');
      expect(new Set(importsOf(code)), script).toEqual(new Set(['console-plugin-sdk.js']));
    }
  });

  it('links the elements’ theme tokens on the Buckets page only, and allows Lit’s Trusted Types policy there alone', async () => {
    const theme = await get('/assets/console-theme.css');
    expect(theme.status).toBe(200);
    expect(theme.headers.get('content-type')).toContain('text/css');
    const css = await theme.text();
    for (const name of ['rainbow', 'hg']) expect(css).toContain(`:root[data-console-theme='${name}']`);

    const buckets = await get('/local/object-storage/buckets');
    const page = await buckets.text();
    expect(page).toContain('<link rel="stylesheet" href="/assets/console-theme.css" />');
    const compute = await get('/local/compute/');
    expect(await compute.text()).not.toContain('console-theme.css');

    const directives = (response: Response) =>
      (response.headers.get('content-security-policy') ?? '').split('; ').filter(d => !d.startsWith('trusted-types'));
    // The same policy as every plugin page, but for the Trusted Types policy list.
    expect(directives(buckets)).toEqual(directives(compute));
    const trustedTypes = (buckets.headers.get('content-security-policy') ?? '')
      .split('; ')
      .find(directive => directive.startsWith('trusted-types'));
    if (trustedTypes !== undefined) expect(trustedTypes).toBe('trusted-types lit-html');
  });
});
