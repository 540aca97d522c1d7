import type { PGlite } from '@electric-sql/pglite';
import type { ConditionState } from './conditions.ts';
import type { PasswordHash } from './passwords.ts';
import type { AccountInfo, Capabilities, UserKind } from './scenarios.ts';

/** A user row. */
export interface UserRecord {
  id: string;
  tenancyId: string;
  domainId: string;
  name: string;
  kind: UserKind;
  description: string;
  email: string;
  emailVerified: boolean;
  isMfaActivated: boolean;
  identityProviderId: string | null;
  externalIdentifier: string | null;
  language: string;
  locale: string;
  timeCreated: Date;
  password: PasswordHash;
}

/** A tenancy row with its home region's key. */
export interface TenancyRecord {
  id: string;
  name: string;
  /** The scenario the tenancy was seeded from (scenarios.ts). */
  scenarioKey: string;
  description: string;
  homeRegion: string;
  homeRegionKey: string;
  definedTags: Record<string, Record<string, string>>;
  timeCreated: Date;
}

/** An identity domain row. */
export interface DomainRecord {
  id: string;
  name: string;
  homeRegion: string;
}

/** The account facts behind the capabilities call. */
export type AccountRecord = AccountInfo & Capabilities;

/** A registered API signing key. */
export interface ApiKeyRecord {
  userId: string;
  tenancyId: string;
  fingerprint: string;
  publicKeyPem: string;
}

/** A domain's replica in a region (spec 3 §3, Domain response). */
export interface DomainReplicaRecord {
  region: string;
  state: 'ENABLING_REPLICATION' | 'REPLICATION_ENABLED';
}

/** One region a tenancy subscribes to. */
export interface RegionSubscriptionRecord {
  regionKey: string;
  regionName: string;
  status: string;
  isHomeRegion: boolean;
}

/** One issued session token. */
export interface SessionRecord {
  jti: string;
  signInId: string;
  userId: string;
  issuedAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

interface UserRow {
  id: string;
  tenancy_id: string;
  domain_id: string;
  name: string;
  kind: UserKind;
  description: string;
  email: string;
  email_verified: boolean;
  is_mfa_activated: boolean;
  identity_provider_id: string | null;
  external_identifier: string | null;
  language: string;
  locale: string;
  password_salt: string;
  password_hash: string;
  time_created: Date;
}

function toUser(row: UserRow): UserRecord {
  return {
    id: row.id,
    tenancyId: row.tenancy_id,
    domainId: row.domain_id,
    name: row.name,
    kind: row.kind,
    description: row.description,
    email: row.email,
    emailVerified: row.email_verified,
    isMfaActivated: row.is_mfa_activated,
    identityProviderId: row.identity_provider_id,
    externalIdentifier: row.external_identifier,
    language: row.language,
    locale: row.locale,
    timeCreated: row.time_created,
    password: { salt: row.password_salt, hash: row.password_hash },
  };
}

interface TenancyRow {
  id: string;
  name: string;
  scenario_key: string;
  description: string;
  home_region: string;
  home_region_key: string;
  defined_tags: Record<string, Record<string, string>>;
  time_created: Date;
}

const TENANCY_SELECT = `select t.id, t.name, t.scenario_key, t.description, t.home_region, r.key as home_region_key,
    t.defined_tags, t.time_created
  from tenancies t join regions r on r.name = t.home_region`;

function toTenancy(row: TenancyRow): TenancyRecord {
  return {
    id: row.id,
    name: row.name,
    scenarioKey: row.scenario_key,
    description: row.description,
    homeRegion: row.home_region,
    homeRegionKey: row.home_region_key,
    definedTags: row.defined_tags,
    timeCreated: row.time_created,
  };
}

/**
 * Typed queries over the core tables; routes of every service read the caller's tenancy through it. The runtime
 * conditions (conditions.ts) are laid over what it reads: unsubscribed regions and withheld limits.
 */
export class CloudStore {
  readonly #db: PGlite;
  readonly #conditions: ConditionState;

  constructor(db: PGlite, conditions: ConditionState) {
    this.#db = db;
    this.#conditions = conditions;
  }

  /** The user with this sign-in name, if any. */
  async findUserByName(name: string): Promise<UserRecord | undefined> {
    const { rows } = await this.#db.query<UserRow>('select * from users where name = $1', [name]);
    return rows[0] && toUser(rows[0]);
  }

  /** The user with this OCID, if any. */
  async findUser(id: string): Promise<UserRecord | undefined> {
    const { rows } = await this.#db.query<UserRow>('select * from users where id = $1', [id]);
    return rows[0] && toUser(rows[0]);
  }

  /** The tenancy with this OCID, if any. */
  async findTenancy(id: string): Promise<TenancyRecord | undefined> {
    const { rows } = await this.#db.query<TenancyRow>(`${TENANCY_SELECT} where t.id = $1`, [id]);
    return rows[0] && toTenancy(rows[0]);
  }

  /** The tenancy with this OCID, name or scenario key, if any (the emulator API and the override sign-in). */
  async findTenancyByReference(reference: string): Promise<TenancyRecord | undefined> {
    const { rows } = await this.#db.query<TenancyRow>(
      `${TENANCY_SELECT} where t.id = $1 or t.name = $1 or t.scenario_key = $1`,
      [reference]
    );
    return rows[0] && toTenancy(rows[0]);
  }

  /** The identity domain with this OCID, if any. */
  async findDomain(id: string): Promise<DomainRecord | undefined> {
    const { rows } = await this.#db.query<{ id: string; name: string; home_region: string }>(
      'select id, name, home_region from domains where id = $1',
      [id]
    );
    const row = rows[0];
    return row && { id: row.id, name: row.name, homeRegion: row.home_region };
  }

  /** The account facts of a tenancy, if any. */
  async findAccount(tenancyId: string): Promise<AccountRecord | undefined> {
    const { rows } = await this.#db.query<{
      limits_provisioned: boolean;
      suspended: boolean;
      free_tier_enabled: boolean;
      free_tier_only: boolean;
      promotion_status: string;
      account_status: string;
      intent_to_pay: boolean;
      promotion_upgraded: boolean;
      account_flags: number;
      program_type: string;
      has_saas_subscription: boolean;
      cloud_shell: boolean;
      code_editor: boolean;
    }>('select * from tenancy_accounts where tenancy_id = $1', [tenancyId]);
    const row = rows[0];
    return (
      row && {
        limitsProvisioned: row.limits_provisioned && !this.#conditions.limitsWithheld(tenancyId),
        suspended: row.suspended,
        freeTierEnabled: row.free_tier_enabled,
        freeTierOnly: row.free_tier_only,
        promotionStatus: row.promotion_status,
        accountStatus: row.account_status,
        intentToPay: row.intent_to_pay,
        promotionUpgraded: row.promotion_upgraded,
        accountFlags: row.account_flags,
        programType: row.program_type,
        hasSaasSubscription: row.has_saas_subscription,
        cloudShell: row.cloud_shell,
        codeEditor: row.code_editor,
      }
    );
  }

  /** The regions a tenancy subscribes to, home region first. */
  async listRegionSubscriptions(tenancyId: string): Promise<RegionSubscriptionRecord[]> {
    const { rows } = await this.#db.query<{
      region_key: string;
      region_name: string;
      status: string;
      is_home_region: boolean;
    }>(
      `select r.key as region_key, r.name as region_name, s.status, (r.name = t.home_region) as is_home_region
       from region_subscriptions s
       join regions r on r.name = s.region_name
       join tenancies t on t.id = s.tenancy_id
       where s.tenancy_id = $1
       order by is_home_region desc, r.name`,
      [tenancyId]
    );
    return rows
      .filter(row => !this.#conditions.isUnsubscribed(tenancyId, row.region_name))
      .map(row => ({
        regionKey: row.region_key,
        regionName: row.region_name,
        status: row.status,
        isHomeRegion: row.is_home_region,
      }));
  }

  /** Whether the tenancy subscribes to the region. */
  async isSubscribed(tenancyId: string, regionName: string): Promise<boolean> {
    if (this.#conditions.isUnsubscribed(tenancyId, regionName)) return false;
    const { rows } = await this.#db.query(
      'select 1 from region_subscriptions where tenancy_id = $1 and region_name = $2',
      [tenancyId, regionName]
    );
    return rows.length > 0;
  }

  /** The replicas of a tenancy's identity domain: every subscribed region but the domain's home region. */
  async listDomainReplicas(tenancyId: string, domainHomeRegion: string): Promise<DomainReplicaRecord[]> {
    const subscriptions = await this.listRegionSubscriptions(tenancyId);
    return subscriptions
      .filter(subscription => subscription.regionName !== domainHomeRegion)
      .map(subscription => ({
        region: subscription.regionName,
        state: this.#conditions.replicaState(subscription.regionName),
      }));
  }

  /** The API key with this fingerprint registered for the user, if any. */
  async findApiKey(userId: string, fingerprint: string): Promise<ApiKeyRecord | undefined> {
    const { rows } = await this.#db.query<{
      user_id: string;
      tenancy_id: string;
      fingerprint: string;
      public_key_pem: string;
    }>(
      `select k.user_id, u.tenancy_id, k.fingerprint, k.public_key_pem
       from api_keys k join users u on u.id = k.user_id where k.user_id = $1 and k.fingerprint = $2`,
      [userId, fingerprint]
    );
    const row = rows[0];
    return (
      row && {
        userId: row.user_id,
        tenancyId: row.tenancy_id,
        fingerprint: row.fingerprint,
        publicKeyPem: row.public_key_pem,
      }
    );
  }

  /** Whether the operator may sign in to the tenancy by tenancy override. */
  async isOverrideAuthorized(operatorUserId: string, tenancyId: string): Promise<boolean> {
    const { rows } = await this.#db.query(
      'select 1 from override_authorizations where operator_user_id = $1 and target_tenancy_id = $2',
      [operatorUserId, tenancyId]
    );
    return rows.length > 0;
  }

  /** The stored token-signing key pair (JWKs), if one was saved. */
  async loadSigningKey(): Promise<{ privateJwk: JsonWebKey; publicJwk: JsonWebKey } | undefined> {
    const { rows } = await this.#db.query<{ private_jwk: JsonWebKey; public_jwk: JsonWebKey }>(
      'select private_jwk, public_jwk from token_signing_keys where id = 1'
    );
    const row = rows[0];
    return row && { privateJwk: row.private_jwk, publicJwk: row.public_jwk };
  }

  /** Saves the token-signing key pair (replacing any earlier one). */
  async saveSigningKey(privateJwk: JsonWebKey, publicJwk: JsonWebKey): Promise<void> {
    await this.#db.query(
      `insert into token_signing_keys (id, private_jwk, public_jwk) values (1, $1, $2)
       on conflict (id) do update set private_jwk = excluded.private_jwk, public_jwk = excluded.public_jwk`,
      [JSON.stringify(privateJwk), JSON.stringify(publicJwk)]
    );
  }

  /** Whether the compartment is the tenancy (its root) or one of its compartments (the identity module's table). */
  async isCompartmentOf(tenancyId: string, compartmentId: string): Promise<boolean> {
    if (compartmentId === tenancyId) return true;
    const { rows } = await this.#db.query('select 1 from compartments where id = $1 and tenancy_id = $2', [
      compartmentId,
      tenancyId,
    ]);
    return rows.length > 0;
  }

  /** Records an issued token. */
  async recordSession(session: Omit<SessionRecord, 'revokedAt'>): Promise<void> {
    await this.#db.query(
      'insert into sessions (jti, sign_in_id, user_id, issued_at, expires_at) values ($1, $2, $3, $4, $5)',
      [session.jti, session.signInId, session.userId, session.issuedAt, session.expiresAt]
    );
  }

  /** The token with this id, if it was issued here. */
  async findSession(jti: string): Promise<SessionRecord | undefined> {
    const { rows } = await this.#db.query<{
      jti: string;
      sign_in_id: string;
      user_id: string;
      issued_at: Date;
      expires_at: Date;
      revoked_at: Date | null;
    }>('select * from sessions where jti = $1', [jti]);
    const row = rows[0];
    return (
      row && {
        jti: row.jti,
        signInId: row.sign_in_id,
        userId: row.user_id,
        issuedAt: row.issued_at,
        expiresAt: row.expires_at,
        revokedAt: row.revoked_at,
      }
    );
  }

  /** Revokes every token of a sign-in (the first one and all its refreshes). */
  async revokeSignIn(signInId: string, at: Date): Promise<void> {
    await this.#db.query('update sessions set revoked_at = $2 where sign_in_id = $1 and revoked_at is null', [
      signInId,
      at,
    ]);
  }
}
