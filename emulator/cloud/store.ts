import type { PGlite } from '@electric-sql/pglite';
import type { PasswordHash } from './passwords.ts';

/** A user row. */
export interface UserRecord {
  id: string;
  tenancyId: string;
  domainId: string;
  name: string;
  description: string;
  email: string;
  emailVerified: boolean;
  isMfaActivated: boolean;
  language: string;
  locale: string;
  timeCreated: Date;
  password: PasswordHash;
}

/** A tenancy row with its home region's key. */
export interface TenancyRecord {
  id: string;
  name: string;
  description: string;
  homeRegion: string;
  homeRegionKey: string;
  timeCreated: Date;
}

/** An identity domain row. */
export interface DomainRecord {
  id: string;
  name: string;
  homeRegion: string;
}

/** The account facts behind the capabilities call. */
export interface AccountRecord {
  limitsProvisioned: boolean;
  suspended: boolean;
  freeTierEnabled: boolean;
  freeTierOnly: boolean;
  promotionStatus: string;
  accountStatus: string;
  intentToPay: boolean;
  promotionUpgraded: boolean;
  accountFlags: number;
  programType: string;
  hasSaasSubscription: boolean;
  cloudShell: boolean;
  codeEditor: boolean;
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
  description: string;
  email: string;
  email_verified: boolean;
  is_mfa_activated: boolean;
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
    description: row.description,
    email: row.email,
    emailVerified: row.email_verified,
    isMfaActivated: row.is_mfa_activated,
    language: row.language,
    locale: row.locale,
    timeCreated: row.time_created,
    password: { salt: row.password_salt, hash: row.password_hash },
  };
}

/** Typed queries over the local cloud's database; every route reads and writes through it. */
export class CloudStore {
  readonly #db: PGlite;

  constructor(db: PGlite) {
    this.#db = db;
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
    const { rows } = await this.#db.query<{
      id: string;
      name: string;
      description: string;
      home_region: string;
      home_region_key: string;
      time_created: Date;
    }>(
      `select t.id, t.name, t.description, t.home_region, r.key as home_region_key, t.time_created
       from tenancies t join regions r on r.name = t.home_region where t.id = $1`,
      [id]
    );
    const row = rows[0];
    return (
      row && {
        id: row.id,
        name: row.name,
        description: row.description,
        homeRegion: row.home_region,
        homeRegionKey: row.home_region_key,
        timeCreated: row.time_created,
      }
    );
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
        limitsProvisioned: row.limits_provisioned,
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
    return rows.map(row => ({
      regionKey: row.region_key,
      regionName: row.region_name,
      status: row.status,
      isHomeRegion: row.is_home_region,
    }));
  }

  /** Whether the tenancy subscribes to the region. */
  async isSubscribed(tenancyId: string, regionName: string): Promise<boolean> {
    const { rows } = await this.#db.query(
      'select 1 from region_subscriptions where tenancy_id = $1 and region_name = $2',
      [tenancyId, regionName]
    );
    return rows.length > 0;
  }

  /** Whether the compartment is the tenancy (its root compartment) or one of its compartments. */
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
