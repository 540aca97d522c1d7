import { randomUUID } from 'node:crypto';
import { errors, exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT } from 'jose';
import { notAuthenticated } from './wire/errors.ts';
import { toRsaPublicJwk } from './public-keys.ts';
import type { RsaPublicJwk } from './public-keys.ts';
import type { CloudStore, DomainRecord, TenancyRecord, UserRecord } from './store.ts';

/** Lifetime of a session token. */
export const TOKEN_LIFETIME_SECONDS = 60 * 60;

/** The claims of a session token (docs/architecture.md, Session token). */
export interface SessionClaims {
  sub: string;
  tenant: string;
  tenant_name: string;
  user_name: string;
  domain_name: string;
  domain_ocid: string;
  user_lang: string;
  user_locale: string;
  issuer_region: string;
  domain_home_region: string;
  jwk: RsaPublicJwk;
  jti: string;
  iat: number;
  exp: number;
  iss: string;
  /** Only under an operator override: the operator's home tenancy (`tenant` is then the target tenancy). */
  tenant_override_from?: string;
}

/** Who a token is for. */
export interface TokenSubject {
  user: UserRecord;
  /** The tenancy the session sees: the override target under an operator override. */
  tenancy: TenancyRecord;
  domain: DomainRecord;
  /** The operator's home tenancy when `tenancy` is an override target. */
  overrideFrom?: TenancyRecord;
}

/** A freshly issued token. */
export interface IssuedToken {
  token: string;
  claims: SessionClaims;
}

const STRING_CLAIMS = [
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
  'jti',
  'iss',
] as const;

function toSessionClaims(payload: Record<string, unknown>): SessionClaims {
  for (const name of STRING_CLAIMS) {
    if (typeof payload[name] !== 'string') throw notAuthenticated(`The session token has no '${name}' claim.`);
  }
  const overrideFrom = payload['tenant_override_from'];
  if (overrideFrom !== undefined && typeof overrideFrom !== 'string') {
    throw notAuthenticated("The session token's 'tenant_override_from' claim is not a tenancy id.");
  }
  if (typeof payload['iat'] !== 'number' || typeof payload['exp'] !== 'number') {
    throw notAuthenticated('The session token has no validity period.');
  }
  let jwk: RsaPublicJwk;
  try {
    jwk = toRsaPublicJwk(payload['jwk']);
  } catch {
    throw notAuthenticated('The session token does not carry a usable public key.');
  }
  return { ...(payload as unknown as SessionClaims), jwk };
}

/** Issues and verifies RS256 session tokens, recording each in the store; the key pair is kept in the database. */
export class TokenService {
  readonly #privateKey: CryptoKey;
  readonly #publicKey: CryptoKey;
  readonly #store: CloudStore;
  readonly #issuer: string;
  readonly #now: () => Date;

  private constructor(
    keys: { privateKey: CryptoKey; publicKey: CryptoKey },
    store: CloudStore,
    issuer: string,
    now: () => Date
  ) {
    this.#privateKey = keys.privateKey;
    this.#publicKey = keys.publicKey;
    this.#store = store;
    this.#issuer = issuer;
    this.#now = now;
  }

  /** Makes a service with the stored signing key pair, or a new one that it stores. */
  static async create(options: { store: CloudStore; issuer: string; now: () => Date }): Promise<TokenService> {
    const stored = await options.store.loadSigningKey();
    if (stored) {
      const keys = {
        privateKey: (await importJWK(stored.privateJwk, 'RS256', { extractable: true })) as CryptoKey,
        publicKey: (await importJWK(stored.publicJwk, 'RS256', { extractable: true })) as CryptoKey,
      };
      return new TokenService(keys, options.store, options.issuer, options.now);
    }
    const keys = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
    const service = new TokenService(keys, options.store, options.issuer, options.now);
    await service.saveKey();
    return service;
  }

  /** Writes the signing key pair to the store (again after a database reset). */
  async saveKey(): Promise<void> {
    await this.#store.saveSigningKey(await exportJWK(this.#privateKey), await exportJWK(this.#publicKey));
  }

  /** Issues a token bound to the browser's public key; a refresh passes the sign-in it continues. */
  async issue(subject: TokenSubject, jwk: RsaPublicJwk, signInId: string = randomUUID()): Promise<IssuedToken> {
    const issuedAt = Math.floor(this.#now().getTime() / 1000);
    const claims: SessionClaims = {
      sub: subject.user.id,
      tenant: subject.tenancy.id,
      tenant_name: subject.tenancy.name,
      user_name: subject.user.name,
      domain_name: subject.domain.name,
      domain_ocid: subject.domain.id,
      user_lang: subject.user.language,
      user_locale: subject.user.locale,
      issuer_region: subject.tenancy.homeRegion,
      domain_home_region: subject.domain.homeRegion,
      jwk,
      jti: randomUUID(),
      iat: issuedAt,
      exp: issuedAt + TOKEN_LIFETIME_SECONDS,
      iss: this.#issuer,
    };
    if (subject.overrideFrom) claims.tenant_override_from = subject.overrideFrom.id;
    const token = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .sign(this.#privateKey);
    await this.#store.recordSession({
      jti: claims.jti,
      signInId,
      userId: claims.sub,
      issuedAt: new Date(claims.iat * 1000),
      expiresAt: new Date(claims.exp * 1000),
    });
    return { token, claims };
  }

  /** Verifies a token: our signature, our issuer, not expired, issued here and not revoked. */
  async verify(token: string): Promise<SessionClaims> {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, this.#publicKey, {
        algorithms: ['RS256'],
        issuer: this.#issuer,
        currentDate: this.#now(),
        requiredClaims: ['jti', 'iat', 'exp', 'sub'],
      }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw notAuthenticated('The session token has expired.');
      if (error instanceof errors.JWSSignatureVerificationFailed) {
        throw notAuthenticated('The session token was not issued by this cloud (bad token signature).');
      }
      throw notAuthenticated('The session token is malformed or invalid.');
    }
    const claims = toSessionClaims(payload);
    const session = await this.#store.findSession(claims.jti);
    if (!session) throw notAuthenticated('The session token is unknown.');
    if (session.revokedAt) throw notAuthenticated('The session token has been revoked (signed out).');
    return claims;
  }
}
