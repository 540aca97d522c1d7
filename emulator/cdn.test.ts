import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCsp } from '../src/security/csp.ts';
import { createCdnServer } from './cdn.ts';
import { localOrigins } from './origins.ts';

const origins = localOrigins();
const INDEX =
  '<!doctype html><html lang="en"><head><title>Console</title></head><body><console-app></console-app></body></html>';
const SCRIPT = `export const big = ${JSON.stringify('x'.repeat(4000))};`;

let workDir: string;
let server: Server;
let port: number;

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

// node:http sends the path exactly as given, so traversal attempts reach the server un-normalised.
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, method, headers }, response => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) })
      );
    });
    request.on('error', reject);
    request.end();
  });
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'cdn-test-'));
  const dist = join(workDir, 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(dist, 'assets', 'main-abc123.js'), SCRIPT);
  await writeFile(join(dist, 'assets', 'logo-abc123.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await writeFile(join(dist, 'robots.txt'), 'User-agent: *\n');
  await writeFile(join(workDir, 'secret.txt'), 'top secret');
  await symlink(join(workDir, 'secret.txt'), join(dist, 'linked-secret.txt'));
  server = createCdnServer({ root: dist, origins });
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise(resolve => server.close(resolve));
  await rm(workDir, { recursive: true, force: true });
});

describe('console CDN', () => {
  it('serves index.html with the console CSP, security headers and no-cache', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe(
      consoleCsp({ cloudOrigin: origins.cloudOrigin, pluginOrigin: origins.pluginOrigin })
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body.toString()).toBe(INDEX);
  });

  it('serves pages without a CSP when told to (the bench serves peer shells this way), still gzipped', async () => {
    const dist = join(workDir, 'dist');
    const plain = createCdnServer({ root: dist, origins, csp: null });
    await new Promise<void>(resolve => plain.listen(0, '127.0.0.1', resolve));
    const plainPort = (plain.address() as AddressInfo).port;
    try {
      const page = await fetch(`http://127.0.0.1:${plainPort}/`);
      expect(page.headers.get('content-security-policy')).toBeNull();
      expect(await page.text()).toBe(INDEX);
      const script = await fetch(`http://127.0.0.1:${plainPort}/assets/main-abc123.js`);
      expect(script.headers.get('content-encoding')).toBe('gzip');
    } finally {
      await new Promise(resolve => plain.close(resolve));
    }
  });

  it("serves a build made for other local origins with this stack's cloud and plugin origins in its scripts", async () => {
    const dist = join(workDir, 'dist');
    const built = { cloudOrigin: 'http://127.0.0.1:7070', pluginOrigin: 'http://127.0.0.1:7071' };
    const config = `export const config = {cloudOrigin:\`${built.cloudOrigin}\`,pluginOrigin:\`${built.pluginOrigin}\`};`;
    await writeFile(join(dist, 'assets', 'config-abc123.js'), config);
    const second = { ...origins, cloudOrigin: 'http://127.0.0.1:7170', pluginOrigin: 'http://127.0.0.1:7171' };
    const stack = createCdnServer({ root: dist, origins: second, builtFor: built });
    await new Promise<void>(resolve => stack.listen(0, '127.0.0.1', resolve));
    const stackPort = (stack.address() as AddressInfo).port;
    try {
      const script = await (await fetch(`http://127.0.0.1:${stackPort}/assets/config-abc123.js`)).text();
      expect(script).toBe(
        'export const config = {cloudOrigin:`http://127.0.0.1:7170`,pluginOrigin:`http://127.0.0.1:7171`};'
      );
      const page = await fetch(`http://127.0.0.1:${stackPort}/`);
      expect(page.headers.get('content-security-policy')).toContain('http://127.0.0.1:7170');
      expect(await page.text()).toBe(INDEX);
    } finally {
      await new Promise(resolve => stack.close(resolve));
    }
    // Without builtFor the same script is served as built.
    expect((await get('/assets/config-abc123.js')).body.toString()).toBe(config);
  });

  it('gzips text assets for clients that accept it and caches hashed assets for a year', async () => {
    const response = await get('/assets/main-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.body.byteLength).toBeLessThan(SCRIPT.length / 4);
    expect(gunzipSync(response.body).toString()).toBe(SCRIPT);
  });

  it('sends identity encoding to clients without gzip, and never gzips images', async () => {
    const plain = await get('/assets/main-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    const image = await get('/assets/logo-abc123.png', { 'accept-encoding': 'gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('answers client-side routes with index.html and status 200', async () => {
    for (const path of ['/compute/instances', '/identity/users?region=us-phoenix-1', '/regions/']) {
      const response = await get(path, { 'accept-encoding': 'gzip' });
      expect(response.status).toBe(200);
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(gunzipSync(response.body).toString()).toBe(INDEX);
    }
  });

  it('answers 404 for a missing file with an extension instead of falling back', async () => {
    const response = await get('/assets/missing-123.js');
    expect(response.status).toBe(404);
    expect(response.body.toString()).not.toContain('<console-app>');
  });

  it.each([
    '/../secret.txt',
    '/..%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/linked-secret.txt',
  ])('refuses to serve a file outside dist: %s', async path => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.body.toString()).not.toContain('top secret');
  });

  it('revalidates with ETag and supports HEAD', async () => {
    const first = await get('/robots.txt');
    const etag = String(first.headers['etag']);
    const again = await get('/robots.txt', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    const head = await get('/robots.txt', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
  });

  it('refuses methods other than GET and HEAD', async () => {
    const response = await get('/', {}, 'POST');
    expect(response.status).toBe(405);
    expect(response.headers['allow']).toBe('GET, HEAD');
  });
});
