// Headers audit (issue 20 point 5): the console origin's production server (emulator/cdn.ts, what `npm run serve` and
// the Playwright web servers start) and the plugin origin, read over HTTP, each header asserted; the CSP parsed into
// directives. docs/security.md points here.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCdnServer } from './cdn.ts';
import { localOrigins } from './origins.ts';
import { createPluginApp } from './plugins/server.ts';
import { DENIED_FEATURES } from './security-headers.ts';

const origins = localOrigins();
let workDir: string;
let server: Server;
let consoleUrl: string;
let plugins: Hono;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'headers-audit-'));
  const dist = join(workDir, 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Console</title><console-app></console-app>');
  await writeFile(join(dist, 'assets', 'main-abc123.js'), 'export {};');
  server = createCdnServer({ root: dist, origins });
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  consoleUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  plugins = await createPluginApp(origins);
});

afterAll(async () => {
  await new Promise(resolve => server.close(resolve));
  await rm(workDir, { recursive: true, force: true });
});

/** A CSP as directive name → source list; a directive given twice fails (browsers ignore the second). */
function parseCsp(header: string | null): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (!name) continue;
    expect(directives.has(name), `${name} appears twice`).toBe(false);
    directives.set(name.toLowerCase(), values);
  }
  return directives;
}

/** The sources a fetch directive falls back to: the directive itself, else default-src. */
function effective(csp: Map<string, string[]>, name: string): string[] {
  return csp.get(name) ?? csp.get('default-src') ?? ['*'];
}

/** Everything a first-class document's CSP must hold, for both origins. */
function expectStrictCsp(csp: Map<string, string[]>, frameAncestors: string[]): void {
  for (const name of ['script-src', 'style-src']) {
    const sources = effective(csp, name);
    expect(sources, name).not.toContain("'unsafe-inline'");
    expect(sources, name).not.toContain("'unsafe-eval'");
    expect(sources, name).not.toContain("'unsafe-hashes'");
    expect(sources, name).not.toContain('*');
    expect(
      sources.some(source => /^(data|blob|https?):$/.test(source)),
      `${name} allows a whole scheme`
    ).toBe(false);
  }
  expect(csp.get('script-src-attr') ?? [], 'script-src-attr').not.toContain("'unsafe-inline'");
  expect(csp.get('style-src-attr') ?? [], 'style-src-attr').not.toContain("'unsafe-inline'");
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(frameAncestors);
  expect(csp.get('require-trusted-types-for')).toEqual(["'script'"]);
  expect(csp.get('trusted-types') ?? [], 'trusted-types never allows duplicates or any policy').not.toContain(
    "'allow-duplicates'"
  );
  expect(csp.get('trusted-types')).not.toContain('*');
}

function expectIsolation(headers: Headers, resourcePolicy: 'same-origin' | 'cross-origin'): void {
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(headers.get('cross-origin-resource-policy')).toBe(resourcePolicy);
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  const denied = (headers.get('permissions-policy') ?? '').split(',').map(entry => entry.trim());
  expect(denied).toEqual(DENIED_FEATURES.map(feature => `${feature}=()`));
}

describe('console origin (production server)', () => {
  it('sends the document a strict CSP with Trusted Types, never framed, isolated, and no HSTS over http', async () => {
    for (const path of ['/', '/compute/instances']) {
      const response = await fetch(`${consoleUrl}${path}`);
      expect(response.status).toBe(200);
      const csp = parseCsp(response.headers.get('content-security-policy'));
      expectStrictCsp(csp, ["'none'"]);
      expect(csp.get('script-src')?.[0]).toBe("'self'");
      expect(csp.get('trusted-types')).toEqual([
        'console-shell',
        'lit-html',
        'dompurify',
        'console-scripts',
        'default',
      ]);
      expect(csp.get('frame-src')).not.toContain('*');
      expect(csp.get('connect-src')).toEqual(["'self'", origins.cloudOrigin]);
      expect(csp.get('form-action')).toEqual(["'self'", origins.cloudOrigin]);
      expectIsolation(response.headers, 'same-origin');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('sends an asset and an error answer the same isolation headers (readable by the console alone)', async () => {
    const response = await fetch(`${consoleUrl}/assets/main-abc123.js`);
    expect(response.status).toBe(200);
    expectIsolation(response.headers, 'same-origin');
    expect(response.headers.get('content-security-policy')).toBeNull();
    const missing = await fetch(`${consoleUrl}/assets/missing-abc123.js`);
    expect(missing.status).toBe(404);
    expectIsolation(missing.headers, 'same-origin');
    const refused = await fetch(`${consoleUrl}/`, { method: 'POST' });
    expect(refused.status).toBe(405);
    expectIsolation(refused.headers, 'same-origin');
  });

  // The local server speaks plain http only; behind a TLS-terminating CDN the request arrives with this header (a
  // TLS socket of its own counts too: servedOverHttps in security-headers.ts).
  it('adds HSTS, two years with subdomains, to documents and assets served over https', async () => {
    for (const path of ['/', '/assets/main-abc123.js']) {
      const response = await fetch(`${consoleUrl}${path}`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains; preload');
    }
  });
});

describe('plugin origin', () => {
  it('sends a plugin page a strict CSP with Trusted Types and no policy, framed by the console alone', async () => {
    const response = await plugins.request(`${origins.pluginOrigin}/local/compute/`);
    expect(response.status).toBe(200);
    const csp = parseCsp(response.headers.get('content-security-policy'));
    expectStrictCsp(csp, [origins.consoleOrigin]);
    expect(csp.get('trusted-types')).toEqual(["'none'"]);
    expectIsolation(response.headers, 'cross-origin');
    // A page that is not found is still a document of the origin.
    const missing = await plugins.request(`${origins.pluginOrigin}/local/no-such-plugin/`);
    expect(missing.status).toBe(404);
    expect(parseCsp(missing.headers.get('content-security-policy')).get('frame-ancestors')).toEqual([
      origins.consoleOrigin,
    ]);
  });
});
