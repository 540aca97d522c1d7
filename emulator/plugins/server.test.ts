import { beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { localOrigins } from '../origins.ts';
import { createPluginApp } from './server.ts';

const origins = localOrigins();
let app: Hono;

beforeAll(async () => {
  app = await createPluginApp(origins);
});

function page(path: string) {
  return app.request(`${origins.pluginOrigin}${path}`);
}

describe('plugin origin', () => {
  it('serves the Compute Instances page with a strict CSP that only the console may frame', async () => {
    const response = await page('/local/compute/?region=us-phoenix-1');
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp.split('; ')).toEqual([
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      `frame-ancestors ${origins.consoleOrigin}`,
      "object-src 'none'",
      "base-uri 'none'",
    ]);
    expect(response.headers.get('x-frame-options')).toBeNull();
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Instances</title>');
    expect(html).toMatch(/<main[\s>]/);
    expect(html).toContain('<h1 id="plugin-title">Instances</h1>');
    expect(html).toContain('web-server-1');
    expect(html).toContain('<script src="/assets/plugin.js" defer></script>');
    expect(html).not.toMatch(/<script>|<style|style=|type="module"/);
  });

  it('serves a generic page naming any other registered plugin', async () => {
    const response = await page('/local/networking-vcns/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain(`frame-ancestors ${origins.consoleOrigin}`);
    const html = await response.text();
    expect(html).toContain('<h1 id="plugin-title">Virtual cloud networks</h1>');
    expect(html).toContain('<strong>networking-vcns</strong>');
    expect(html).toContain('<code>/networking/vcns</code>');
  });

  it('serves the plugin page for the plugin’s own sub-routes', async () => {
    const response = await page('/local/compute/instances/ocid1.instance.oc1..x?region=us-phoenix-1');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1 id="plugin-title">Instances</h1>');
  });

  it('redirects a plugin path without its trailing slash, keeping the query', async () => {
    const response = await page('/local/compute?region=eu-frankfurt-1');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/local/compute/?region=eu-frankfurt-1');
  });

  it('answers 404 with the same CSP for unknown plugins and environments', async () => {
    for (const path of ['/local/nope/', '/prod/compute/', '/']) {
      const response = await page(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
  });

  it('serves the shared script and stylesheet with their types', async () => {
    const script = await page('/assets/plugin.js');
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(await script.text()).toContain('data-region');
    const style = await page('/assets/plugin.css');
    expect(style.headers.get('content-type')).toContain('text/css');
  });
});
