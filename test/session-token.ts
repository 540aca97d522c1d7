import { SignJWT, importPKCS8 } from 'jose';
import { TEST_SIGNING_KEY_PEM } from './signing-key.ts';

/** Claims of a demo session token, as the local cloud issues them (docs/architecture.md). */
export function demoClaims(jwk: JsonWebKey, now: number = Date.now()): Record<string, unknown> {
  const iat = Math.floor(now / 1000);
  return {
    sub: 'ocid1.user.oc1..demo',
    tenant: 'ocid1.tenancy.oc1..acme',
    tenant_name: 'acme-corp',
    user_name: 'demo@example.com',
    domain_name: 'Default',
    domain_ocid: 'ocid1.domain.oc1..default',
    user_lang: 'en',
    user_locale: 'en-US',
    issuer_region: 'us-ashburn-1',
    domain_home_region: 'us-ashburn-1',
    jwk: { kty: jwk.kty, n: jwk.n, e: jwk.e },
    jti: crypto.randomUUID(),
    iat,
    exp: iat + 3600,
    iss: 'local-cloud',
  };
}

/**
 * A signed JWT with the given claims. The console never checks a token's signature (the provider does), so the
 * test key signs it.
 */
export async function makeToken(claims: Record<string, unknown>): Promise<string> {
  const key = await importPKCS8(TEST_SIGNING_KEY_PEM, 'RS256');
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', typ: 'JWT' }).sign(key);
}
