import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { hashPassword } from './passwords.ts';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** A stable, real-looking OCID (`ocid1.<kind>.oc1..aaaaaaaa<52 base32 chars>`) derived from a seed name. */
export function seedOcid(kind: string, name: string): string {
  const digest = createHash('sha512').update(`${kind}:${name}`).digest();
  let bits = 0;
  let value = 0;
  let unique = '';
  for (const byte of digest) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      unique += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return `ocid1.${kind}.oc1..aaaaaaaa${unique.slice(0, 52)}`;
}

/** Regions of the realm the local cloud knows (name → three-letter key). */
export const REGIONS: readonly { name: string; key: string }[] = [
  { name: 'us-ashburn-1', key: 'IAD' },
  { name: 'us-phoenix-1', key: 'PHX' },
  { name: 'eu-frankfurt-1', key: 'FRA' },
  { name: 'uk-london-1', key: 'LHR' },
  { name: 'ca-toronto-1', key: 'YYZ' },
  { name: 'sa-saopaulo-1', key: 'GRU' },
  { name: 'ap-tokyo-1', key: 'NRT' },
  { name: 'ap-sydney-1', key: 'SYD' },
];

/** The account facts behind the capabilities call. */
export interface SeedAccount {
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

/** One seeded user. */
export interface SeedUser {
  id: string;
  name: string;
  password: string;
  description: string;
  email: string;
  timeCreated: string;
}

/** One seeded tenancy with its domain, users and compartments. */
export interface SeedTenancy {
  id: string;
  name: string;
  description: string;
  homeRegion: string;
  subscribedRegions: string[];
  timeCreated: string;
  account: SeedAccount;
  domain: { id: string; name: string };
  compartments: { id: string; name: string; description: string }[];
  users: SeedUser[];
}

const PAYG_ACCOUNT: SeedAccount = {
  limitsProvisioned: true,
  suspended: false,
  freeTierEnabled: false,
  freeTierOnly: false,
  promotionStatus: 'none',
  accountStatus: 'active',
  intentToPay: false,
  promotionUpgraded: false,
  accountFlags: 1,
  programType: 'PAYG',
  hasSaasSubscription: false,
  cloudShell: true,
  codeEditor: true,
};

/** The demo tenancy the sign-in page advertises (docs/architecture.md, Seeded demo). */
export const DEMO_TENANCY: SeedTenancy = {
  id: seedOcid('tenancy', 'acme-corp'),
  name: 'acme-corp',
  description: 'Acme Corporation',
  homeRegion: 'us-ashburn-1',
  subscribedRegions: ['us-ashburn-1', 'us-phoenix-1', 'eu-frankfurt-1'],
  timeCreated: '2024-03-14T10:00:00.000Z',
  account: PAYG_ACCOUNT,
  domain: { id: seedOcid('domain', 'acme-corp/Default'), name: 'Default' },
  compartments: [
    { id: seedOcid('compartment', 'acme-corp/sandbox'), name: 'sandbox', description: 'Experiments' },
    { id: seedOcid('compartment', 'acme-corp/production'), name: 'production', description: 'Production workloads' },
  ],
  users: [
    {
      id: seedOcid('user', 'acme-corp/demo@example.com'),
      name: 'demo@example.com',
      password: 'Demo-Console-1',
      description: 'Demo User',
      email: 'demo@example.com',
      timeCreated: '2024-03-14T10:05:00.000Z',
    },
  ],
};

// A second tenancy exists so tenancy isolation is tested against data that is really there, not merely absent.
/** Another customer's tenancy, never visible to the demo user. */
export const OTHER_TENANCY: SeedTenancy = {
  id: seedOcid('tenancy', 'globex'),
  name: 'globex',
  description: 'Globex Corporation',
  homeRegion: 'eu-frankfurt-1',
  subscribedRegions: ['eu-frankfurt-1', 'uk-london-1'],
  timeCreated: '2024-05-02T08:00:00.000Z',
  account: PAYG_ACCOUNT,
  domain: { id: seedOcid('domain', 'globex/Default'), name: 'Default' },
  compartments: [],
  users: [
    {
      id: seedOcid('user', 'globex/ops@globex.example'),
      name: 'ops@globex.example',
      password: 'Globex-Console-1',
      description: 'Globex Operator',
      email: 'ops@globex.example',
      timeCreated: '2024-05-02T08:05:00.000Z',
    },
  ],
};

/** The demo user's credentials, shown on the sign-in page. */
export const DEMO_CREDENTIALS = { userName: 'demo@example.com', password: 'Demo-Console-1' } as const;

/** Every seeded tenancy. */
export const SEED_TENANCIES: readonly SeedTenancy[] = [DEMO_TENANCY, OTHER_TENANCY];

/** Fills an empty database with the regions and scenario tenancies. */
export async function seedDatabase(db: PGlite): Promise<void> {
  await db.transaction(async tx => {
    for (const region of REGIONS) {
      await tx.query('insert into regions (name, key, realm) values ($1, $2, $3)', [region.name, region.key, 'oc1']);
    }
    for (const tenancy of SEED_TENANCIES) {
      await tx.query(
        'insert into tenancies (id, name, description, home_region, time_created) values ($1, $2, $3, $4, $5)',
        [tenancy.id, tenancy.name, tenancy.description, tenancy.homeRegion, tenancy.timeCreated]
      );
      const account = tenancy.account;
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
          account.cloudShell,
          account.codeEditor,
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
      for (const compartment of tenancy.compartments) {
        await tx.query(
          `insert into compartments (id, tenancy_id, parent_id, name, description, time_created)
           values ($1, $2, $2, $3, $4, $5)`,
          [compartment.id, tenancy.id, compartment.name, compartment.description, tenancy.timeCreated]
        );
      }
      for (const user of tenancy.users) {
        const password = await hashPassword(user.password);
        await tx.query(
          `insert into users (id, tenancy_id, domain_id, name, description, email, email_verified, is_mfa_activated,
             language, locale, password_salt, password_hash, time_created)
           values ($1, $2, $3, $4, $5, $6, true, false, 'en', 'en-US', $7, $8, $9)`,
          [
            user.id,
            tenancy.id,
            tenancy.domain.id,
            user.name,
            user.description,
            user.email,
            password.salt,
            password.hash,
            user.timeCreated,
          ]
        );
      }
    }
  });
}
