import { decodeJwt } from 'jose';
import * as v from 'valibot';
import { AuthError } from './auth-error.ts';

/** The claims of a session token (docs/architecture.md, "Session token"). */
export const TOKEN_CLAIMS_SCHEMA = v.object({
  /** User OCID. */
  sub: v.pipe(v.string(), v.minLength(1)),
  /** Tenancy OCID. */
  tenant: v.pipe(v.string(), v.minLength(1)),
  tenant_name: v.string(),
  user_name: v.string(),
  domain_name: v.string(),
  domain_ocid: v.string(),
  user_lang: v.string(),
  user_locale: v.string(),
  issuer_region: v.string(),
  domain_home_region: v.string(),
  /** The browser's public key the token is bound to. */
  jwk: v.looseObject({ kty: v.literal('RSA'), n: v.string(), e: v.string() }),
  jti: v.string(),
  iat: v.number(),
  exp: v.number(),
  iss: v.string(),
  /** Only under an operator tenancy override: the operator's home tenancy (`tenant` is then the target). */
  tenant_override_from: v.optional(v.string()),
  /** Read by the spec where present (spec 3 §3), not issued by the local cloud. */
  domain_stripe_url: v.optional(v.string()),
  nonce: v.optional(v.string()),
});

/** The claims of a session token. */
export type TokenClaims = v.InferOutput<typeof TOKEN_CLAIMS_SCHEMA>;

/** Decodes a token's claims (without verifying its signature: the provider does that) and checks their shape. */
export function tokenClaims(token: string): TokenClaims {
  let payload: unknown;
  try {
    payload = decodeJwt(token);
  } catch (error) {
    throw new AuthError('INVALID_TOKEN', 'The session token is not a JWT', error);
  }
  const result = v.safeParse(TOKEN_CLAIMS_SCHEMA, payload);
  if (!result.success) {
    throw new AuthError('INVALID_TOKEN', `The session token's claims are invalid: ${v.summarize(result.issues)}`);
  }
  return result.output;
}

/** Whether the token has expired at the given time (milliseconds). */
export function isExpired(claims: Pick<TokenClaims, 'exp'>, now: number = Date.now()): boolean {
  return claims.exp * 1000 <= now;
}

/** Whether the token is bound to this public key (its `jwk` claim has the same modulus and exponent). */
export function isBoundTo(claims: Pick<TokenClaims, 'jwk'>, publicJwk: JsonWebKey): boolean {
  return claims.jwk.n === publicJwk.n && claims.jwk.e === publicJwk.e;
}
