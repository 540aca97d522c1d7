import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Hono } from 'hono';
import { localOrigins } from '../origins.ts';
import { HELLO, PROTOCOL_VERSION, WELCOME } from '../../src/plugins/protocol.ts';
import type * as Sdk from '../../src/plugin-sdk/index.ts';
import { PLUGINS } from './registry-data.ts';
import { SAMPLE_PLUGIN_LOCALES, SAMPLE_PLUGINS } from './sample-locales.ts';
import { createPluginApp } from './server.ts';

const origins = localOrigins();
let app: Hono;

beforeAll(async () => {
  app = await createPluginApp(origins);
});

function get(path: string) {
  return app.request(`${origins.pluginOrigin}${path}`);
}

const SAMPLES: Record<string, { title: string; script: string }> = {
  compute: { title: 'Instances', script: 'sample-compute.js' },
  'networking-vcns': { title: 'Virtual cloud networks', script: 'sample-vcns.js' },
  'object-storage': { title: 'Buckets', script: 'sample-buckets.js' },
  announcements: { title: 'Announcements', script: 'sample-announcements.js' },
  regions: { title: 'Regions', script: 'sample-regions.js' },
  tenancy: { title: 'Tenancy details', script: 'sample-tenancy.js' },
  cloudshell: { title: 'Cloud Shell', script: 'sample-cloud-shell.js' },
};

describe('plugin pages', () => {
  it('serves the Compute Instances page with a strict CSP that only the console may frame', async () => {
    const response = await get('/local/compute/?region=us-phoenix-1');
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp.split('; ')).toEqual([
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      `frame-ancestors ${origins.consoleOrigin}`,
      "object-src 'none'",
      "base-uri 'none'",
      "require-trusted-types-for 'script'",
      "trusted-types 'none'",
    ]);
    expect(response.headers.get('x-frame-options')).toBeNull();
    const html = await response.text();
    expect(html).toContain('<html lang="en" dir="ltr" data-theme="redwood">');
    expect(html).toContain('<title>Instances</title>');
    expect(html).toContain('<meta name="console-plugin" content="compute" />');
    expect(html).toContain('<main class="plugin" aria-labelledby="page-title">');
    expect(html.match(/<main[\s>]/g)).toHaveLength(1);
    expect(html).toContain('<h1 id="page-title">Instances</h1>');
    expect(html).toContain('<script type="module" src="/assets/sample-compute.js"></script>');
    expect(html).toContain('<link rel="modulepreload" href="/assets/console-plugin-sdk.js" />');
    // Loading skeleton until the script has the context and the data; a live region for announcements.
    expect(html).toContain('id="page-content" aria-busy="true"');
    expect(html).toContain('<p class="visually-hidden">Loading…</p>');
    expect(html).toContain('role="status" id="page-status"');
    // Nothing inline: the CSP would block it.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>|<style|style=|\son[a-z]+=/);
  });

  it('gives every sample plugin its own script and title, and every other plugin the generic page', async () => {
    for (const plugin of PLUGINS) {
      const html = await (await get(`/local/${plugin.name}/`)).text();
      const sample = SAMPLES[plugin.name];
      const script = sample?.script ?? 'sample-generic.js';
      expect(html, plugin.name).toContain(`<script type="module" src="/assets/${script}"></script>`);
      expect(html, plugin.name).toContain(`<h1 id="page-title">${sample?.title ?? plugin.title}</h1>`);
      expect(html, plugin.name).toContain(`<meta name="console-plugin-prefix" content="${plugin.pathPrefix}" />`);
    }
    expect(Object.keys(SAMPLES).sort()).toEqual([...SAMPLE_PLUGINS].sort());
  });

  it('serves Cloud Shell as a terminal: a labelled log, a labelled command input, connecting until its script runs', async () => {
    const html = await (await get('/local/cloudshell/?region=us-ashburn-1')).text();
    expect(html).toMatch(
      /<div\s+class="terminal-output"\s+id="terminal-output"\s+role="log"\s+aria-label="Cloud Shell output"/
    );
    expect(html).toContain('<label class="visually-hidden" for="terminal-input" id="terminal-label">Command</label>');
    expect(html).toMatch(/<input[^>]*id="terminal-input"[^>]*aria-describedby="terminal-hint"[^>]*disabled/);
    expect(html).toContain('Connecting to Cloud Shell…');
  });

  it('serves the plugin page for the plugin’s own sub-routes', async () => {
    const response = await get('/local/compute/instances/ocid1.instance.oc1..x?region=us-phoenix-1');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1 id="page-title">Instances</h1>');
  });

  it('redirects a plugin path without its trailing slash, keeping the query', async () => {
    const response = await get('/local/compute?region=eu-frankfurt-1');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/local/compute/?region=eu-frankfurt-1');
  });

  it('answers 404 with the same CSP and no script for unknown plugins and environments', async () => {
    for (const path of ['/local/nope/', '/prod/compute/', '/']) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(await response.text()).not.toContain('<script');
    }
  });
});

describe('plugin assets', () => {
  it('serves the plugin SDK as an ES module built from its source', async () => {
    const response = await get('/assets/console-plugin-sdk.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const code = await response.text();
    expect(code).toContain(HELLO);
    expect(code).toMatch(/export\s*\{[^}]*\bconnectToConsole\b/);
    expect(code).not.toMatch(/postMessage\([^)]*["']\*["']/);
  });

  it('serves every page’s script, each importing the one SDK bundle instead of a copy', async () => {
    const scripts = new Set([...Object.values(SAMPLES).map(sample => sample.script), 'sample-generic.js']);
    for (const script of scripts) {
      const response = await get(`/assets/${script}`);
      expect(response.status, script).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/javascript');
      const code = await response.text();
      expect(code, script).toMatch(/from\s*["']\.\/console-plugin-sdk\.js["']/);
      expect(code, script).not.toContain(HELLO);
    }
    expect((await get('/assets/nope.js')).status).toBe(404);
    expect((await get('/assets/plugin.js')).status).toBe(404);
  });

  it('serves the stylesheet with its type and the themes', async () => {
    const style = await get('/assets/plugin.css');
    expect(style.headers.get('content-type')).toContain('text/css');
    const css = await style.text();
    for (const theme of ['rainbow', 'hg']) expect(css).toContain(`:root[data-theme='${theme}']`);
  });

  it('serves the plugins’ locale files per language and 404 for others', async () => {
    const german = await get('/plugins/console/3.1.7/locales/compute/de.json');
    expect(german.status).toBe(200);
    expect(await german.json()).toMatchObject({ title: 'Instanzen', 'common.retry': 'Erneut versuchen' });
    const generic = await (await get('/plugins/console/3.1.7/locales/billing/en.json')).json();
    expect(generic).toMatchObject({ title: 'Billing and cost management' });
    for (const path of ['compute/fr.json', 'nope/en.json', 'compute/en', 'compute/EN.json', '__proto__/en.json']) {
      expect((await get(`/plugins/console/3.1.7/locales/${path}`)).status, path).toBe(404);
    }
  });

  it('has every sample string in English and German', () => {
    for (const [plugin, languages] of Object.entries(SAMPLE_PLUGIN_LOCALES)) {
      expect(Object.keys(languages.de).sort(), plugin).toEqual(Object.keys(languages.en).sort());
      for (const value of Object.values(languages.de)) expect(value, plugin).not.toBe('');
    }
  });

  it('serves the compute page in Japanese and Polish with every English string, and no file where a page has none', async () => {
    const english = SAMPLE_PLUGIN_LOCALES['compute']?.en ?? {};
    for (const language of ['ja', 'pl']) {
      const response = await get(`/plugins/console/3.1.7/locales/compute/${language}.json`);
      const strings = (await response.json()) as Record<string, string>;
      expect(Object.keys(strings).sort(), language).toEqual(Object.keys(english).sort());
      expect(strings['title'], language).not.toBe(english['title']);
    }
    expect((await get('/plugins/console/3.1.7/locales/tenancy/ja.json')).status).toBe(404);
  });
});

describe('the served SDK bundle', () => {
  let folder: string;
  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('connects to the console through the protocol, like its source', async () => {
    folder = await mkdtemp(join(tmpdir(), 'plugin-sdk-'));
    const file = join(folder, 'console-plugin-sdk.mjs');
    await writeFile(file, await (await get('/assets/console-plugin-sdk.js')).text());
    const sdk = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as typeof Sdk;

    const consoleOrigin = origins.consoleOrigin;
    const listeners = new Set<(event: Sdk.SdkMessageEvent) => void>();
    const channel = new MessageChannel();
    const parent = {
      postMessage: vi.fn((message: unknown, targetOrigin: string) => {
        expect(targetOrigin).toBe(consoleOrigin);
        expect(message).toEqual({
          instance: expect.any(String),
          type: HELLO,
          protocol: PROTOCOL_VERSION,
          plugin: 'compute',
        });
        const welcome = { data: { type: WELCOME, protocol: PROTOCOL_VERSION }, origin: consoleOrigin, source: parent };
        for (const listener of [...listeners]) listener({ ...welcome, ports: [channel.port2] });
      }),
    };
    channel.port1.postMessage({
      kind: 'context',
      context: {
        theme: 'hg',
        direction: 'ltr',
        locale: 'de',
        region: 'us-ashburn-1',
        homeRegion: null,
        compartment: null,
        tenancy: { id: 'ocid1.tenancy.oc1..t', name: 't' },
        user: { id: 'ocid1.user.oc1..u', name: 'u', email: null },
        path: '/compute',
        navigation: [],
      },
    });
    const connection = await sdk.connectToConsole({
      plugin: 'compute',
      window: {
        location: { href: `${origins.pluginOrigin}/local/compute/?consoleOrigin=${encodeURIComponent(consoleOrigin)}` },
        parent,
        addEventListener: (_type, listener) => listeners.add(listener),
        removeEventListener: (_type, listener) => listeners.delete(listener),
      },
    });
    expect(connection.context.theme).toBe('hg');
    connection.close();
    channel.port1.close();
  });
});
