// The seeded scenario tenancies (issue 3, point 4), as plain data. The core seed (seed.ts) writes the regions,
// tenancies, accounts, domains, users, API keys and override authorisations from it; each service module's seed reads
// it to fill its own tables. OCIDs are derived from names, so they are the same at every start.
import { seedOcid } from './seed-ocid.ts';

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

/** A seeded time: a fixed ISO instant, or so many days before the database was seeded (trials must stay current). */
export type SeedTime = string | { daysAgo: number };

/** The instant a seeded time stands for, given when the seed runs. */
export function resolveSeedTime(time: SeedTime, seededAt: Date): Date {
  if (typeof time === 'string') return new Date(time);
  return new Date(seededAt.getTime() - time.daysAgo * 24 * 60 * 60 * 1000);
}

/** The account facts behind `accountInfo` of the capabilities call (spec 2 §3, Account info). */
export interface AccountInfo {
  limitsProvisioned: boolean;
  suspended: boolean;
  freeTierEnabled: boolean;
  freeTierOnly: boolean;
  /** active, expired, grace_period, none or converted_to_paid. */
  promotionStatus: string;
  /** active or terminated. */
  accountStatus: string;
  intentToPay: boolean;
  promotionUpgraded: boolean;
  /** 0 none, 1 baselined. */
  accountFlags: number;
  programType: string;
  hasSaasSubscription: boolean;
}

/** The console capabilities a tenancy has. */
export interface Capabilities {
  cloudShell: boolean;
  codeEditor: boolean;
}

/** How a user signs in (spec 3 §1, user kinds). */
export type UserKind = 'native' | 'federated' | 'identity-domain' | 'legacy-identity-service' | 'operator';

/** An API signing key registered for a user (keyId `<tenancy>/<user>/<fingerprint>`). */
export interface ScenarioApiKey {
  fingerprint: string;
  publicKeyPem: string;
}

/** A seeded user. */
export interface ScenarioUser {
  id: string;
  /** The sign-in name; legacy identity-service users have a `provider/principal` subject. */
  name: string;
  password: string;
  /** Display name (OCI `description`). */
  description: string;
  email: string;
  kind: UserKind;
  timeCreated: SeedTime;
  /** Federated users: the identity provider they come from. */
  identityProviderId?: string;
  externalIdentifier?: string;
  apiKeys?: readonly ScenarioApiKey[];
  /** Operators: the scenario keys of the tenancies they may sign in to by tenancy override. */
  overrideInto?: readonly string[];
  /** The user has multi-factor authentication activated (OCI `isMfaActivated`); false unless said. */
  isMfaActivated?: boolean;
  /**
   * The user kept the getting-started checklist past the account's first 60 days: the seeded guided journey is a new
   * account's (checklist shown, eligible for the 60-day dialog, not shown it), whatever the tenancy's age.
   */
  checklistKept?: boolean;
}

/** A promotion (trial credit), relative to the seed time so the trial stays current. */
export interface ScenarioPromotion {
  amount: number;
  currency: string;
  startedDaysAgo: number;
  lengthDays: number;
  usedAmount: number;
  isIntentToPay: boolean;
}

/** A SaaS application subscription and its service environments. */
export interface ScenarioSaasApplication {
  serviceType: string;
  displayName: string;
  environments: readonly { name: string; environmentType: string; region: string }[];
}

/** One seeded scenario: a tenancy, its account, its users and what it demonstrates. */
export interface Scenario {
  /** Stable scenario id (kebab-case), e.g. `paid-payg`. */
  key: string;
  /** Tenancy OCID. */
  id: string;
  /** Tenancy name. */
  name: string;
  description: string;
  /** What signing in to this scenario shows, in one sentence. */
  shows: string;
  homeRegion: string;
  /** Subscribed regions, the home region included. */
  subscribedRegions: readonly string[];
  timeCreated: SeedTime;
  account: AccountInfo;
  capabilities: Capabilities;
  /** Tenancy defined tags: `internal-reserved` marks an internal tenancy, its `usage-type` a production one. */
  definedTags: Record<string, Record<string, string>>;
  domain: { id: string; name: string };
  compartments: readonly { id: string; name: string; description: string }[];
  users: readonly ScenarioUser[];
  promotion?: ScenarioPromotion;
  /** Customer country (ISO 3166 alpha-2) as the commercial services record it; null when missing. */
  customerCountryCode?: string | null;
  /** Solutions-Engineer trial: whether the trial terms were accepted. */
  seTrial?: { termsAccepted: boolean };
  saasApplications?: readonly ScenarioSaasApplication[];
}

const PAYG: AccountInfo = {
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
};

const TRIAL: AccountInfo = {
  ...PAYG,
  freeTierEnabled: true,
  promotionStatus: 'active',
  programType: 'TRIAL',
};

const ALL_CAPABILITIES: Capabilities = { cloudShell: true, codeEditor: true };

/** The public half of `emulator/keys/demo-api-key.pem` (a committed test fixture, see emulator/keys/README.md). */
export const DEMO_API_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAvZpg8QHpNCdRMCtbi8UE
rEsy5bgKQVJuB0jA6rqZrqcgWeLf2/YO0o1uZjzM+nF6pXlFEurOgbXNDqa253jl
novTSqlmn3haMYh4uIs0EsJt8xtc8j+vLMt/97m/xCRl2qvDVfZfmb5WeTTUQfEj
gWyXVXrnb8q2oore6wZ3GQhGCkpNjPi4KCi/Ssm4P+qnGyOUI3TyWnb4qj47+fM/
Du+KncEbmkV52wune+o8gkDcQpPrAuiXJswTpT3Si5Jfo+wMfcYHmoM0UD1kZkan
KqeE2nhj7jMLDjoSsBlregDArX96O0c/PLyW+DE3YkQw4aRd26+4jbdnlsrH8rET
IwIDAQAB
-----END PUBLIC KEY-----
`;

const DEMO_API_KEY_FINGERPRINT = '94:9e:eb:8a:43:08:a1:11:1b:cd:f3:09:4d:72:e3:2b';

function tenancyOcid(name: string): string {
  return seedOcid('tenancy', name);
}

function userOcid(tenancy: string, name: string): string {
  return seedOcid('user', `${tenancy}/${name}`);
}

function defaultDomain(tenancy: string, name = 'Default'): { id: string; name: string } {
  return { id: seedOcid('domain', `${tenancy}/${name}`), name };
}

function user(tenancy: string, fields: Omit<ScenarioUser, 'id' | 'timeCreated'> & { timeCreated?: SeedTime }) {
  return { timeCreated: { daysAgo: 30 }, ...fields, id: userOcid(tenancy, fields.name) };
}

/** Every seeded scenario, the demo tenancy first. */
export const SCENARIOS: readonly Scenario[] = [
  {
    key: 'paid-payg',
    id: tenancyOcid('acme-corp'),
    name: 'acme-corp',
    description: 'Acme Corporation',
    shows: 'A paying pay-as-you-go customer: no trial banners, every menu, three subscribed regions and an API key.',
    homeRegion: 'us-ashburn-1',
    subscribedRegions: ['us-ashburn-1', 'us-phoenix-1', 'eu-frankfurt-1'],
    timeCreated: '2024-03-14T10:00:00.000Z',
    account: PAYG,
    capabilities: ALL_CAPABILITIES,
    definedTags: {},
    domain: defaultDomain('acme-corp'),
    compartments: [
      { id: seedOcid('compartment', 'acme-corp/sandbox'), name: 'sandbox', description: 'Experiments' },
      { id: seedOcid('compartment', 'acme-corp/production'), name: 'production', description: 'Production workloads' },
    ],
    customerCountryCode: 'US',
    users: [
      {
        id: userOcid('acme-corp', 'demo@example.com'),
        name: 'demo@example.com',
        password: 'Demo-Console-1',
        description: 'Demo User',
        email: 'demo@example.com',
        kind: 'native',
        timeCreated: '2024-03-14T10:05:00.000Z',
        apiKeys: [{ fingerprint: DEMO_API_KEY_FINGERPRINT, publicKeyPem: DEMO_API_PUBLIC_KEY }],
      },
    ],
  },
  // A second paying customer exists so tenancy isolation is tested against data that is really there.
  {
    key: 'isolation-peer',
    id: tenancyOcid('globex'),
    name: 'globex',
    description: 'Globex Corporation',
    shows: 'Another customer in Frankfurt and London; nothing of it is ever visible to the other scenario users.',
    homeRegion: 'eu-frankfurt-1',
    subscribedRegions: ['eu-frankfurt-1', 'uk-london-1'],
    timeCreated: '2024-05-02T08:00:00.000Z',
    account: PAYG,
    capabilities: ALL_CAPABILITIES,
    definedTags: {},
    domain: defaultDomain('globex'),
    compartments: [],
    customerCountryCode: 'DE',
    users: [
      {
        id: userOcid('globex', 'ops@globex.example'),
        name: 'ops@globex.example',
        password: 'Globex-Console-1',
        description: 'Globex Operator',
        email: 'ops@globex.example',
        kind: 'native',
        timeCreated: '2024-05-02T08:05:00.000Z',
      },
    ],
  },
  {
    key: 'free-trial',
    id: tenancyOcid('trial-active'),
    name: 'trial-active',
    description: 'Trial Active Ltd',
    shows: 'An active free trial: the trial banner and promotion usage (87.50 of 300 USD used, 18 of 30 days left).',
    homeRegion: 'us-ashburn-1',
    subscribedRegions: ['us-ashburn-1'],
    timeCreated: { daysAgo: 12 },
    account: TRIAL,
    capabilities: ALL_CAPABILITIES,
    definedTags: {},
    domain: defaultDomain('trial-active'),
    compartments: [],
    customerCountryCode: 'US',
    promotion: {
      amount: 300,
      currency: 'USD',
      startedDaysAgo: 12,
      lengthDays: 30,
      usedAmount: 87.5,
      isIntentToPay: false,
    },
    users: [
      user('trial-active', {
        name: 'trial@example.com',
        password: 'Trial-Console-1',
        description: 'Trial User',
        email: 'trial@example.com',
        kind: 'native',
        timeCreated: { daysAgo: 12 },
      }),
    ],
  },
  {
    key: 'trial-expired',
    id: tenancyOcid('trial-expired'),
    name: 'trial-expired',
    description: 'Trial Expired Inc',
    shows: 'A trial that ran out without an upgrade: the expired banner, upgrade prompts, Always Free only.',
    homeRegion: 'us-phoenix-1',
    subscribedRegions: ['us-phoenix-1'],
    timeCreated: { daysAgo: 45 },
    account: { ...TRIAL, freeTierOnly: true, promotionStatus: 'expired' },
    capabilities: ALL_CAPABILITIES,
    definedTags: {},
    domain: defaultDomain('trial-expired'),
    compartments: [],
    customerCountryCode: 'US',
    promotion: {
      amount: 300,
      currency: 'USD',
      startedDaysAgo: 45,
      lengthDays: 30,
      usedAmount: 212.4,
      isIntentToPay: false,
    },
    users: [
      user('trial-expired', {
        name: 'expired@example.com',
        password: 'Expired-Console-1',
        description: 'Expired Trial User',
        email: 'expired@example.com',
        kind: 'native',
        timeCreated: { daysAgo: 45 },
      }),
    ],
  },
  {
    key: 'grace-period',
    id: tenancyOcid('trial-grace'),
    name: 'trial-grace',
    description: 'Grace Period GmbH',
    shows: 'A trial in its grace period: the banner asking to upgrade before the resources are reclaimed.',
    homeRegion: 'eu-frankfurt-1',
    subscribedRegions: ['eu-frankfurt-1'],
    timeCreated: { daysAgo: 32 },
    account: { ...TRIAL, promotionStatus: 'grace_period' },
    capabilities: ALL_CAPABILITIES,
    definedTags: {},
    domain: defaultDomain('trial-grace'),
    compartments: [],
    customerCountryCode: 'DE',
    promotion: {
      amount: 300,
      currency: 'USD',
      startedDaysAgo: 32,
      lengthDays: 30,
      usedAmount: 298.1,
      isIntentToPay: false,
    },
    users: [
      user('trial-grace', {
        name: 'grace@example.com',
        password: 'Grace-Console-1',
        description: 'Grace Period User',
        email: 'grace@example.com',
        kind: 'native',
        timeCreated: { daysAgo: 32 },
      }),
    ],
  },
  {
    key: 'always-free',
    id: tenancyOcid('always-free'),
    name: 'always-free',
    description: 'Always Free Hobbyist',
    shows: 'An Always Free-only account: free-tier badges and upgrade banners on pages that need a paid account.',
    homeRegion: 'uk-london-1',
    subscribedRegions: ['uk-london-1'],
    timeCreated: '2023-11-20T09:00:00.000Z',
    account: { ...PAYG, freeTierEnabled: true, freeTierOnly: true, programType: 'FREE_TIER' },
    capabilities: ALL_CAPABILITIES,
    definedTags: {},
    domain: defaultDomain('always-free'),
    compartments: [],
    customerCountryCode: 'GB',
    users: [
      user('always-free', {
        name: 'free@example.com',
        password: 'Free-Console-1',
        description: 'Always Free User',
        email: 'free@example.com',
        kind: 'native',
      }),
    ],
  },
  {
    key: 'checklist-60-days',
    id: tenancyOcid('longtime-corp'),
    name: 'longtime-corp',
    description: 'Longtime Corp',
    shows:
      'An account 75 days old whose user still has the getting-started checklist: the 60-day dialog (keep or hide).',
    homeRegion: 'us-ashburn-1',
    subscribedRegions: ['us-ashburn-1'],
    timeCreated: { daysAgo: 75 },
    account: PAYG,
    capabilities: ALL_CAPABILITIES,
    definedTags: {},
    domain: defaultDomain('longtime-corp'),
    compartments: [],
    customerCountryCode: 'US',
    users: [
      user('longtime-corp', {
        name: 'returning@example.com',
        password: 'Returning-Console-1',
        description: 'Returning User',
        email: 'returning@example.com',
        kind: 'native',
        timeCreated: { daysAgo: 75 },
        checklistKept: true,
      }),
    ],
  },
  {
    key: 'se-trial',
    id: tenancyOcid('se-trial'),
    name: 'se-trial',
    description: 'SE Trial Prospect AG',
    shows:
      'A Solutions-Engineer trial whose terms are not accepted yet: the trial terms page (country DE) comes first.',
    homeRegion: 'eu-frankfurt-1',
    subscribedRegions: ['eu-frankfurt-1'],
    timeCreated: { daysAgo: 2 },
    account: { ...TRIAL, programType: 'SE-TRIAL' },
    capabilities: ALL_CAPABILITIES,
    definedTags: {},
    domain: defaultDomain('se-trial'),
    compartments: [],
    customerCountryCode: 'DE',
    seTrial: { termsAccepted: false },
    promotion: {
      amount: 500,
      currency: 'USD',
      startedDaysAgo: 2,
      lengthDays: 60,
      usedAmount: 3.2,
      isIntentToPay: false,
    },
    users: [
      user('se-trial', {
        name: 'se.trial@example.com',
        password: 'SeTrial-Console-1',
        description: 'SE Trial User',
        email: 'se.trial@example.com',
        kind: 'native',
        timeCreated: { daysAgo: 2 },
      }),
    ],
  },
  {
    key: 'se-trial-no-country',
    id: tenancyOcid('se-trial-nocountry'),
    name: 'se-trial-nocountry',
    description: 'SE Trial Without Country',
    shows: 'An SE trial with no country on record anywhere: the missing-country path of the trial terms.',
    homeRegion: 'us-ashburn-1',
    subscribedRegions: ['us-ashburn-1'],
    timeCreated: { daysAgo: 1 },
    account: { ...TRIAL, programType: 'SE-TRIAL' },
    capabilities: ALL_CAPABILITIES,
    definedTags: {},
    domain: defaultDomain('se-trial-nocountry'),
    compartments: [],
    customerCountryCode: null,
    seTrial: { termsAccepted: false },
    promotion: {
      amount: 500,
      currency: 'USD',
      startedDaysAgo: 1,
      lengthDays: 60,
      usedAmount: 0,
      isIntentToPay: false,
    },
    users: [
      user('se-trial-nocountry', {
        name: 'se.nocountry@example.com',
        password: 'SeNoCountry-Console-1',
        description: 'SE Trial User (no country)',
        email: 'se.nocountry@example.com',
        kind: 'native',
        timeCreated: { daysAgo: 1 },
      }),
    ],
  },
  {
    key: 'saas-customer',
    id: tenancyOcid('saas-customer'),
    name: 'saas-customer',
    description: 'SaaS Customer Corp',
    shows: 'A SaaS customer: the Applications home with Fusion HCM and ERP and their service environments.',
    homeRegion: 'us-ashburn-1',
    subscribedRegions: ['us-ashburn-1', 'us-phoenix-1', 'eu-frankfurt-1', 'uk-london-1'],
    timeCreated: '2023-06-01T12:00:00.000Z',
    account: { ...PAYG, hasSaasSubscription: true },
    capabilities: ALL_CAPABILITIES,
    definedTags: {},
    domain: defaultDomain('saas-customer'),
    compartments: [],
    customerCountryCode: 'US',
    saasApplications: [
      {
        serviceType: 'HCM',
        displayName: 'Fusion Human Capital Management',
        environments: [
          { name: 'hcm-prod', environmentType: 'PRODUCTION', region: 'us-ashburn-1' },
          { name: 'hcm-test', environmentType: 'TEST', region: 'us-phoenix-1' },
        ],
      },
      {
        serviceType: 'ERP',
        displayName: 'Fusion Enterprise Resource Planning',
        environments: [{ name: 'erp-prod', environmentType: 'PRODUCTION', region: 'us-ashburn-1' }],
      },
    ],
    users: [
      user('saas-customer', {
        name: 'saas.admin@example.com',
        password: 'Saas-Console-1',
        description: 'SaaS Administrator',
        email: 'saas.admin@example.com',
        kind: 'native',
        isMfaActivated: true,
      }),
    ],
  },
  {
    key: 'internal',
    id: tenancyOcid('internal-dev'),
    name: 'internal-dev',
    description: 'Internal Development Tenancy',
    shows: 'An internal tenancy (internal-reserved defined tags) and a company e-mail user: Internal customer type.',
    homeRegion: 'us-phoenix-1',
    subscribedRegions: ['us-phoenix-1', 'us-ashburn-1', 'ca-toronto-1', 'ap-tokyo-1'],
    timeCreated: '2022-01-10T08:00:00.000Z',
    account: { ...PAYG, programType: 'INTERNAL' },
    capabilities: ALL_CAPABILITIES,
    definedTags: { 'internal-reserved': { 'usage-type': 'development' } },
    domain: defaultDomain('internal-dev'),
    compartments: [],
    customerCountryCode: 'US',
    users: [
      user('internal-dev', {
        name: 'staff@oracle.com',
        password: 'Internal-Console-1',
        description: 'Internal Staff',
        email: 'staff@oracle.com',
        kind: 'native',
        isMfaActivated: true,
      }),
    ],
  },
  {
    key: 'operator',
    id: tenancyOcid('operator-home'),
    name: 'operator-home',
    description: 'Operations Home Tenancy',
    shows: 'An operator: sign in with tenancy override ops-production to act in a production tenancy (warning shown).',
    homeRegion: 'us-ashburn-1',
    subscribedRegions: ['us-ashburn-1', 'us-phoenix-1'],
    timeCreated: '2021-09-01T08:00:00.000Z',
    account: { ...PAYG, programType: 'INTERNAL' },
    capabilities: ALL_CAPABILITIES,
    definedTags: { 'internal-reserved': { 'usage-type': 'operations' } },
    domain: defaultDomain('operator-home'),
    compartments: [],
    customerCountryCode: 'US',
    users: [
      user('operator-home', {
        name: 'operator@oracle.com',
        password: 'Operator-Console-1',
        description: 'Cloud Operator',
        email: 'operator@oracle.com',
        kind: 'operator',
        overrideInto: ['operator-production'],
      }),
    ],
  },
  {
    key: 'operator-production',
    id: tenancyOcid('ops-production'),
    name: 'ops-production',
    description: 'Production Control Plane',
    shows: 'The production tenancy (usage-type production-control-plane) operators reach only by tenancy override.',
    homeRegion: 'us-ashburn-1',
    subscribedRegions: ['us-ashburn-1', 'us-phoenix-1', 'eu-frankfurt-1', 'ap-sydney-1'],
    timeCreated: '2020-02-02T08:00:00.000Z',
    account: { ...PAYG, programType: 'INTERNAL' },
    capabilities: ALL_CAPABILITIES,
    definedTags: { 'internal-reserved': { 'usage-type': 'production-control-plane' } },
    domain: defaultDomain('ops-production'),
    compartments: [],
    customerCountryCode: 'US',
    users: [],
  },
  {
    key: 'identity-domain-user',
    id: tenancyOcid('domain-corp'),
    name: 'domain-corp',
    description: 'Domain Corp',
    shows: 'A user of a non-default identity domain (CorpDomain): domain claims and the domain user settings page.',
    homeRegion: 'eu-frankfurt-1',
    subscribedRegions: ['eu-frankfurt-1', 'uk-london-1'],
    timeCreated: '2024-01-15T08:00:00.000Z',
    account: PAYG,
    capabilities: ALL_CAPABILITIES,
    definedTags: {},
    domain: defaultDomain('domain-corp', 'CorpDomain'),
    compartments: [],
    customerCountryCode: 'FR',
    users: [
      user('domain-corp', {
        name: 'idd.user@domain-corp.example',
        password: 'Domain-Console-1',
        description: 'Domain User',
        email: 'idd.user@domain-corp.example',
        kind: 'identity-domain',
      }),
    ],
  },
  {
    key: 'federated-user',
    id: tenancyOcid('federated-corp'),
    name: 'federated-corp',
    description: 'Federated Corp',
    shows: 'A federated (SAML) user: user settings under the federation and no password change.',
    homeRegion: 'us-ashburn-1',
    subscribedRegions: ['us-ashburn-1', 'us-phoenix-1'],
    timeCreated: '2023-03-03T08:00:00.000Z',
    account: PAYG,
    capabilities: ALL_CAPABILITIES,
    definedTags: {},
    domain: defaultDomain('federated-corp'),
    compartments: [],
    customerCountryCode: 'US',
    users: [
      user('federated-corp', {
        name: 'fed.user@federated.example',
        password: 'Federated-Console-1',
        description: 'Federated User',
        email: 'fed.user@federated.example',
        kind: 'federated',
        identityProviderId: seedOcid('saml2idp', 'federated-corp/corporate-idp'),
        externalIdentifier: 'fed.user@federated.example',
      }),
    ],
  },
  {
    key: 'legacy-identity-service-user',
    id: tenancyOcid('legacy-idcs'),
    name: 'legacy-idcs',
    description: 'Legacy IDCS Ltd',
    shows: 'A legacy identity-service user (subject provider/principal): the identity-service user paths.',
    homeRegion: 'uk-london-1',
    subscribedRegions: ['uk-london-1', 'eu-frankfurt-1'],
    timeCreated: '2019-07-07T08:00:00.000Z',
    account: PAYG,
    capabilities: ALL_CAPABILITIES,
    definedTags: {},
    domain: defaultDomain('legacy-idcs', 'OracleIdentityCloudService'),
    compartments: [],
    customerCountryCode: 'GB',
    users: [
      user('legacy-idcs', {
        name: 'oracleidentitycloudservice/legacy.user@legacy.example',
        password: 'Legacy-Console-1',
        description: 'Legacy IDCS User',
        email: 'legacy.user@legacy.example',
        kind: 'legacy-identity-service',
        externalIdentifier: 'legacy.user@legacy.example',
      }),
    ],
  },
];

/** The scenario with this key; throws for an unknown key (a typo in seed code should fail loudly). */
export function scenario(key: string): Scenario {
  const found = SCENARIOS.find(candidate => candidate.key === key);
  if (!found) throw new Error(`No scenario '${key}'.`);
  return found;
}

/** The demo tenancy the sign-in page advertises (docs/architecture.md, Seeded demo). */
export const DEMO_SCENARIO = scenario('paid-payg');

const demoUser = DEMO_SCENARIO.users[0];
if (!demoUser) throw new Error('The demo scenario has no user.');

/** The demo user's credentials, shown on the sign-in page. */
export const DEMO_CREDENTIALS = { userName: demoUser.name, password: demoUser.password } as const;

/** The demo user's API key: everything an OCI SDK configuration needs besides the committed private key file. */
export const DEMO_API_KEY = {
  tenancyId: DEMO_SCENARIO.id,
  userId: demoUser.id,
  fingerprint: DEMO_API_KEY_FINGERPRINT,
  privateKeyPath: 'emulator/keys/demo-api-key.pem',
} as const;
