import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localOrigins } from '../origins.ts';
import { createSessionKey } from '../test-signer.ts';
import type { TestSessionKey } from '../test-signer.ts';
import { createCloud } from './app.ts';
import type { Cloud } from './app.ts';
import { DEMO_TENANCY } from './seed.ts';

const origins = localOrigins();
let cloud: Cloud;
let key: TestSessionKey;

beforeAll(async () => {
  [cloud, key] = await Promise.all([createCloud({ origins }), createSessionKey()]);
});
afterAll(() => cloud.close());

function signInUrl(overrides: Record<string, string> = {}): string {
  const query = new URLSearchParams({
    public_key: key.publicKeyParam,
    redirect_uri: `${origins.consoleOrigin}/auth/callback`,
    state: 'abc 123&x',
    ...overrides,
  });
  return `${origins.cloudOrigin}/login?${query}`;
}

function postLogin(fields: Record<string, string>) {
  const form = new URLSearchParams({
    public_key: key.publicKeyParam,
    redirect_uri: `${origins.consoleOrigin}/auth/callback`,
    state: 'abc 123&x',
    ...fields,
  });
  return cloud.app.request(`${origins.cloudOrigin}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
}

describe('GET /login', () => {
  it('renders an accessible, labelled sign-in form with the demo credentials', async () => {
    const response = await cloud.app.request(signInUrl());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const page = await response.text();
    expect(page).toContain('<html lang="en">');
    expect(page).toMatch(/<main[\s>]/);
    expect(page).toMatch(/<h1[^>]*>Sign in to the cloud console<\/h1>/);
    expect(page).toContain('<label for="user-name">User name</label>');
    expect(page).toMatch(/<input\s+id="user-name"\s+name="user_name"/);
    expect(page).toContain('<label for="password">Password</label>');
    expect(page).toMatch(/<input\s+id="password"\s+name="password"\s+type="password"/);
    expect(page).toMatch(/<button[^>]*type="submit"[^>]*>Sign In<\/button>/);
    expect(page).toContain('demo@example.com');
    expect(page).toContain('Demo-Console-1');
    expect(page).toContain(`name="public_key" value="${key.publicKeyParam}"`);
    expect(page).toContain('name="state" value="abc 123&amp;x"');
    expect(page).not.toMatch(/<script|style=/);
  });

  it('sends its own strict CSP and cannot be framed', async () => {
    const response = await cloud.app.request(signInUrl());
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain(`form-action 'self' ${origins.consoleOrigin}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('serves its stylesheet', async () => {
    const response = await cloud.app.request(`${origins.cloudOrigin}/login/assets/sign-in.css`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/css');
    expect(await response.text()).toContain('.card');
  });

  it.each([
    ['another origin', 'https://evil.example/callback'],
    ['a look-alike host', `${origins.consoleOrigin}.evil.example/callback`],
    ['not a URL', 'callback'],
  ])('refuses a redirect_uri on %s', async (_case, redirectUri) => {
    const response = await cloud.app.request(signInUrl({ redirect_uri: redirectUri }));
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('role="alert"');
    expect(page).not.toContain('<form');
  });

  it('refuses a public_key that is not an RSA public JWK, saying why', async () => {
    const ecKey = Buffer.from(JSON.stringify({ kty: 'EC', crv: 'P-256', x: 'a', y: 'b' })).toString('base64url');
    const notJson = await cloud.app.request(signInUrl({ public_key: 'not-a-key' }));
    expect(notJson.status).toBe(400);
    expect(await notJson.text()).toContain('base64url encoding of a JSON Web Key');
    const ec = await cloud.app.request(signInUrl({ public_key: ecKey }));
    expect(ec.status).toBe(400);
    expect(await ec.text()).toContain('must be an RSA key');
  });
});

describe('POST /login', () => {
  it('fills the user name from login_hint, escaped, and puts the focus on the password', async () => {
    const page = await (await cloud.app.request(signInUrl({ login_hint: ' demo@example.com ' }))).text();
    expect(page).toMatch(/<input\s+id="user-name"[^>]*value="demo@example.com"(?![^>]*autofocus)/);
    expect(page).toMatch(/<input\s+id="password"[^>]*autofocus/);
    const hostile = await (await cloud.app.request(signInUrl({ login_hint: '"><script>x</script>' }))).text();
    expect(hostile).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(hostile).not.toContain('<script>x');
  });

  it('re-renders with an alert and keeps the user name on wrong credentials', async () => {
    const response = await postLogin({ user_name: 'demo@example.com', password: 'wrong' });
    expect(response.status).toBe(401);
    const page = await response.text();
    expect(page).toMatch(/<p class="error" role="alert"[^>]*>Invalid user name or password\.<\/p>/);
    expect(page).toContain('value="demo@example.com"');
    expect(page).toContain('aria-invalid="true"');
  });

  it('gives the same answer for an unknown user', async () => {
    const response = await postLogin({ user_name: 'nobody@example.com', password: 'Demo-Console-1' });
    expect(response.status).toBe(401);
    expect(await response.text()).toContain('Invalid user name or password.');
  });

  it('refuses a forged redirect_uri in the form too', async () => {
    const response = await postLogin({
      user_name: 'demo@example.com',
      password: 'Demo-Console-1',
      redirect_uri: 'https://evil.example/',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });

  it('redirects to the console with the token and the URL-encoded state in the fragment', async () => {
    const response = await postLogin({ user_name: 'demo@example.com', password: 'Demo-Console-1' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${origins.consoleOrigin}/auth/callback`);
    expect(location.hash).toMatch(/^#token=[\w-]+\.[\w-]+\.[\w-]+&state=abc%20123%26x$/);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('state')).toBe('abc 123&x');

    const claims = decodeJwt(fragment.get('token') ?? '');
    const user = DEMO_TENANCY.users[0];
    expect(Object.keys(claims).sort()).toEqual(
      [
        'sub',
        'tenant',
        'tenant_name',
        'user_name',
        'domain_name',
        'domain_ocid',
        'user_lang',
        'user_locale',
        'issuer_region',
        'domain_home_region',
        'jwk',
        'jti',
        'iat',
        'exp',
        'iss',
      ].sort()
    );
    expect(claims).toMatchObject({
      sub: user?.id,
      tenant: DEMO_TENANCY.id,
      tenant_name: 'acme-corp',
      user_name: 'demo@example.com',
      domain_name: 'Default',
      domain_ocid: DEMO_TENANCY.domain.id,
      user_lang: 'en',
      user_locale: 'en-US',
      issuer_region: 'us-ashburn-1',
      domain_home_region: 'us-ashburn-1',
      jwk: { kty: 'RSA', n: key.publicJwk.n, e: key.publicJwk.e },
      iss: origins.cloudOrigin,
    });
    expect(DEMO_TENANCY.id).toMatch(/^ocid1\.tenancy\.oc1\.\.aaaaaaaa[a-z0-9]{52}$/);
    expect(DEMO_TENANCY.domain.id).toMatch(/^ocid1\.domain\.oc1\.\.aaaaaaaa[a-z0-9]{52}$/);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
    expect(await cloud.store.findSession(String(claims.jti))).toMatchObject({ revokedAt: null });
  });
});
