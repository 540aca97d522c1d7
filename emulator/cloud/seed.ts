import type { Transaction } from '@electric-sql/pglite';
import { hashPassword } from './passwords.ts';
import type { PasswordHash } from './passwords.ts';
import { DEMO_CREDENTIALS, DEMO_SCENARIO, REGIONS, SCENARIOS, resolveSeedTime, scenario } from './scenarios.ts';
import type { Scenario } from './scenarios.ts';

export { DEMO_CREDENTIALS, REGIONS };
export { seedOcid } from './seed-ocid.ts';

/** The demo tenancy the sign-in page advertises (docs/architecture.md, Seeded demo). */
export const DEMO_TENANCY: Scenario = DEMO_SCENARIO;

/** Another customer's tenancy, never visible to the demo user. */
export const OTHER_TENANCY: Scenario = scenario('isolation-peer');

/** Every seeded tenancy. */
export const SEED_TENANCIES: readonly Scenario[] = SCENARIOS;

// scrypt is slow on purpose; a process that seeds several databases (tests) hashes each password once.
const passwordHashes = new Map<string, Promise<PasswordHash>>();

function seedPasswordHash(password: string): Promise<PasswordHash> {
  let hash = passwordHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    passwordHashes.set(password, hash);
  }
  return hash;
}

// The identity user's language and locale follow the customer's country, as the personalization seed's language
// preference does (services/personalization/seed.ts): a German customer's users are German in both places, so the
// console's language conflict dialog (spec 1 §4) has nothing to ask them. Everyone else is English (en-US).
const IDENTITY_LANGUAGES: Readonly<Record<string, { language: string; locale: string }>> = {
  DE: { language: 'de', locale: 'de-DE' },
  FR: { language: 'fr', locale: 'fr-FR' },
};
const DEFAULT_IDENTITY_LANGUAGE = { language: 'en', locale: 'en-US' };

/** Fills the core tables (regions, tenancies, accounts, subscriptions, domains, users, API keys, overrides). */
export async function seedCore(tx: Transaction, scenarios: readonly Scenario[], seededAt: Date): Promise<void> {
  const users = scenarios.flatMap(entry => entry.users);
  const hashes = await Promise.all(users.map(user => seedPasswordHash(user.password)));
  const hashOf = new Map(users.map((user, index) => [user.id, hashes[index]]));

  for (const region of REGIONS) {
    await tx.query('insert into regions (name, key, realm) values ($1, $2, $3)', [region.name, region.key, 'oc1']);
  }
  for (const tenancy of scenarios) {
    const timeCreated = resolveSeedTime(tenancy.timeCreated, seededAt);
    await tx.query(
      `insert into tenancies (id, name, scenario_key, description, home_region, defined_tags, time_created)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        tenancy.id,
        tenancy.name,
        tenancy.key,
        tenancy.description,
        tenancy.homeRegion,
        JSON.stringify(tenancy.definedTags),
        timeCreated,
      ]
    );
    const { account, capabilities } = tenancy;
    await tx.query(
      `insert into tenancy_accounts (tenancy_id, limits_provisioned, suspended, free_tier_enabled, free_tier_only,
         promotion_status, account_status, intent_to_pay, promotion_upgraded, account_flags, program_type,
         has_saas_subscription, cloud_shell, code_editor)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        tenancy.id,
        account.limitsProvisioned,
        account.suspended,
        account.freeTierEnabled,
        account.freeTierOnly,
        account.promotionStatus,
        account.accountStatus,
        account.intentToPay,
        account.promotionUpgraded,
        account.accountFlags,
        account.programType,
        account.hasSaasSubscription,
        capabilities.cloudShell,
        capabilities.codeEditor,
      ]
    );
    for (const region of tenancy.subscribedRegions) {
      await tx.query('insert into region_subscriptions (tenancy_id, region_name) values ($1, $2)', [
        tenancy.id,
        region,
      ]);
    }
    await tx.query('insert into domains (id, tenancy_id, name, home_region) values ($1, $2, $3, $4)', [
      tenancy.domain.id,
      tenancy.id,
      tenancy.domain.name,
      tenancy.homeRegion,
    ]);
    for (const user of tenancy.users) {
      const password = hashOf.get(user.id);
      if (!password) throw new Error(`No password hash for ${user.name}.`);
      const created = resolveSeedTime(user.timeCreated, seededAt);
      const identity = IDENTITY_LANGUAGES[tenancy.customerCountryCode ?? ''] ?? DEFAULT_IDENTITY_LANGUAGE;
      await tx.query(
        `insert into users (id, tenancy_id, domain_id, name, kind, description, email, email_verified,
           is_mfa_activated, identity_provider_id, external_identifier, language, locale, password_salt,
           password_hash, time_created)
         values ($1, $2, $3, $4, $5, $6, $7, true, $13, $8, $9, $14, $15, $10, $11, $12)`,
        [
          user.id,
          tenancy.id,
          tenancy.domain.id,
          user.name,
          user.kind,
          user.description,
          user.email,
          user.identityProviderId ?? null,
          user.externalIdentifier ?? null,
          password.salt,
          password.hash,
          created,
          user.isMfaActivated === true,
          identity.language,
          identity.locale,
        ]
      );
      for (const key of user.apiKeys ?? []) {
        await tx.query(
          'insert into api_keys (user_id, fingerprint, public_key_pem, time_created) values ($1, $2, $3, $4)',
          [user.id, key.fingerprint, key.publicKeyPem, created]
        );
      }
    }
  }
  // Override targets may be listed after their operator, so authorisations go in once every tenancy exists.
  for (const user of users) {
    for (const target of user.overrideInto ?? []) {
      const tenancy = scenarios.find(entry => entry.key === target);
      if (!tenancy) throw new Error(`${user.name} overrides into the unknown scenario '${target}'.`);
      await tx.query('insert into override_authorizations (operator_user_id, target_tenancy_id) values ($1, $2)', [
        user.id,
        tenancy.id,
      ]);
    }
  }
}
