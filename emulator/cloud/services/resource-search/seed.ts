import { DEMO_SCENARIO, resolveSeedTime } from '../../scenarios.ts';
import type { Scenario } from '../../scenarios.ts';
import { seedOcid } from '../../seed-ocid.ts';
import type { SeedContext } from '../cloud-service.ts';
import { findResourceType } from './resource-types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A seeded resource; compartment and region are resolved against the scenario. */
interface ResourceTemplate {
  type: string;
  name: string;
  /** A compartment of the scenario by name; the root compartment when absent or unknown. */
  compartment?: string;
  /** A region name; the home region when absent. */
  region?: string;
  /** Availability domain number (1 to 3) for AD-bound resources. */
  ad?: number;
  state: string;
  daysAgo: number;
  tags?: Record<string, string>;
  definedTags?: Record<string, Record<string, string>>;
  details?: Record<string, unknown>;
}

function instance(name: string, fields: Partial<ResourceTemplate> = {}): ResourceTemplate {
  return {
    type: 'Instance',
    name,
    ad: 1,
    state: 'RUNNING',
    daysAgo: 40,
    details: { shape: 'VM.Standard.E4.Flex', faultDomain: 'FAULT-DOMAIN-1' },
    ...fields,
  };
}

function network(vcn: string, subnets: readonly string[], fields: Partial<ResourceTemplate> = {}): ResourceTemplate[] {
  return [
    { type: 'Vcn', name: vcn, state: 'AVAILABLE', daysAgo: 90, details: { cidrBlock: '10.0.0.0/16' }, ...fields },
    ...subnets.map((subnet, index): ResourceTemplate => ({
      type: 'Subnet',
      name: subnet,
      state: 'AVAILABLE',
      daysAgo: 90,
      details: { cidrBlock: `10.0.${index}.0/24`, vcnName: vcn },
      ...fields,
    })),
  ];
}

function bucket(name: string, fields: Partial<ResourceTemplate> = {}): ResourceTemplate {
  return {
    type: 'Bucket',
    name,
    state: 'ACTIVE',
    daysAgo: 60,
    details: { publicAccessType: 'NoPublicAccess' },
    ...fields,
  };
}

function volume(name: string, sizeInGBs: number, fields: Partial<ResourceTemplate> = {}): ResourceTemplate {
  return { type: 'Volume', name, ad: 1, state: 'AVAILABLE', daysAgo: 35, details: { sizeInGBs }, ...fields };
}

/**
 * A Resource Manager stack; `solution` marks one launched from a quick start with the tag the console's quick starts
 * page looks for (src/domain/quickstarts.ts `QUICKSTART_TAG`).
 */
function stack(name: string, description: string, solution?: string, fields: Partial<ResourceTemplate> = {}) {
  return {
    type: 'OrmStack',
    name,
    compartment: 'sandbox',
    state: 'ACTIVE',
    daysAgo: 12,
    ...(solution === undefined ? {} : { tags: { 'quickstart-solution': solution } }),
    details: { description, terraformVersion: '1.5.x' },
    ...fields,
  } satisfies ResourceTemplate;
}

const PRODUCTION = { environment: 'production' };
const SANDBOX = { environment: 'sandbox' };
const COST_CENTER = { Operations: { CostCenter: 'CC-4200' } };

/** The demo tenancy: enough of every type in three regions that search results page. */
const DEMO_RESOURCES: readonly ResourceTemplate[] = [
  ...['web-server-1', 'web-server-2', 'web-server-3'].map((name, index) =>
    instance(name, {
      compartment: 'production',
      ad: index + 1,
      tags: { ...PRODUCTION, team: 'web' },
      definedTags: COST_CENTER,
      daysAgo: 60 - index,
    })
  ),
  instance('app-server-1', { compartment: 'production', tags: { ...PRODUCTION, team: 'payments' } }),
  instance('app-server-2', { compartment: 'production', ad: 2, tags: { ...PRODUCTION, team: 'payments' } }),
  instance('bastion-host', { compartment: 'production', tags: PRODUCTION, daysAgo: 120 }),
  instance('batch-worker-1', { compartment: 'sandbox', state: 'STOPPED', tags: SANDBOX, daysAgo: 10 }),
  instance('dev-box', { compartment: 'sandbox', tags: { ...SANDBOX, owner: 'alice' }, daysAgo: 3 }),
  ...network('prod-vcn', ['prod-public-subnet', 'prod-private-subnet'], {
    compartment: 'production',
    tags: PRODUCTION,
  }),
  ...network('sandbox-vcn', ['sandbox-subnet'], { compartment: 'sandbox', tags: SANDBOX }),
  bucket('app-logs', { compartment: 'production', tags: PRODUCTION }),
  bucket('db-backups', { compartment: 'production', tags: PRODUCTION, definedTags: COST_CENTER }),
  bucket('static-assets', { compartment: 'production', details: { publicAccessType: 'ObjectRead' } }),
  bucket('terraform-state', { compartment: 'sandbox', tags: SANDBOX }),
  volume('web-data-1', 100, { compartment: 'production', tags: PRODUCTION }),
  volume('db-data-volume', 500, { compartment: 'production', tags: PRODUCTION, ad: 2 }),
  volume('scratch-volume', 50, { compartment: 'sandbox', tags: SANDBOX }),
  {
    type: 'AutonomousDatabase',
    name: 'orders-db',
    compartment: 'production',
    state: 'AVAILABLE',
    daysAgo: 80,
    tags: PRODUCTION,
    details: { dbWorkload: 'OLTP', dbName: 'ORDERSDB' },
  },
  {
    type: 'LoadBalancer',
    name: 'web-lb',
    compartment: 'production',
    state: 'ACTIVE',
    daysAgo: 58,
    tags: PRODUCTION,
    details: { shapeName: 'flexible' },
  },
  // Three stacks launched from quick starts and one written by hand (not a quick start).
  stack('wordpress-blog', 'WordPress with MySQL', 'wordpress', { daysAgo: 4 }),
  stack('mushop-demo', 'MuShop storefront demo', 'mushop', { daysAgo: 9 }),
  stack('apex-sales-tracker', 'APEX on Autonomous Database', 'apex', { state: 'FAILED', daysAgo: 21 }),
  stack('network-baseline', 'Hub-and-spoke network for production', undefined, {
    compartment: 'production',
    daysAgo: 70,
  }),
  // Disaster recovery in Phoenix and a European footprint in Frankfurt: results differ by region.
  instance('dr-web-server-1', {
    compartment: 'production',
    region: 'us-phoenix-1',
    tags: { ...PRODUCTION, dr: 'true' },
  }),
  instance('dr-app-server-1', {
    compartment: 'production',
    region: 'us-phoenix-1',
    tags: { ...PRODUCTION, dr: 'true' },
  }),
  ...network('dr-vcn', ['dr-subnet'], { compartment: 'production', region: 'us-phoenix-1' }),
  bucket('dr-replica-bucket', { compartment: 'production', region: 'us-phoenix-1' }),
  volume('dr-data-volume', 500, { compartment: 'production', region: 'us-phoenix-1' }),
  instance('eu-web-server-1', { compartment: 'production', region: 'eu-frankfurt-1', tags: PRODUCTION }),
  ...network('eu-vcn', ['eu-subnet'], { compartment: 'production', region: 'eu-frankfurt-1' }),
  bucket('eu-customer-data', { compartment: 'production', region: 'eu-frankfurt-1', tags: { gdpr: 'true' } }),
];

/** Extra users of the demo tenancy, visible only to search (they cannot sign in). */
const DEMO_EXTRA_USERS = ['alice.admin@example.com', 'bob.developer@example.com', 'carol.operations@example.com'];

/** The isolation peer shares a resource name with the demo tenancy on purpose: isolation tests search for it. */
const PEER_RESOURCES: readonly ResourceTemplate[] = [
  instance('web-server-1', { tags: { environment: 'production' } }),
  instance('globex-secret-instance', { tags: { classification: 'secret' } }),
  ...network('globex-vcn', ['globex-subnet']),
  bucket('globex-finance'),
];

/** Every other tenancy: a small starter footprint in its home region. */
const STARTER_RESOURCES: readonly ResourceTemplate[] = [
  instance('web-server-1', { daysAgo: 5 }),
  ...network('default-vcn', ['default-subnet'], { daysAgo: 6 }),
  bucket('bucket-starter', { daysAgo: 5 }),
  volume('data-volume-1', 50, { daysAgo: 5 }),
];

function templatesFor(scenario: Scenario): readonly ResourceTemplate[] {
  if (scenario.key === DEMO_SCENARIO.key) return DEMO_RESOURCES;
  if (scenario.key === 'isolation-peer') return PEER_RESOURCES;
  return STARTER_RESOURCES;
}

/** The availability domain name of a region's AD, e.g. `Uocm:US-ASHBURN-AD-1`. */
export function availabilityDomain(region: string, ad: number): string {
  return `Uocm:${region.replace(/-\d+$/, '').toUpperCase()}-AD-${ad}`;
}

interface Row {
  identifier: string;
  type: string;
  name: string;
  compartmentId: string;
  region: string | null;
  availabilityDomain: string | null;
  state: string | null;
  timeCreated: Date;
  tags: Record<string, string>;
  definedTags: Record<string, Record<string, string>>;
  details: Record<string, unknown>;
}

async function insert(db: SeedContext['db'], tenancyId: string, row: Row): Promise<void> {
  await db.query(
    `insert into search_resources (identifier, tenancy_id, resource_type, display_name, compartment_id, region,
       availability_domain, lifecycle_state, time_created, freeform_tags, defined_tags, additional_details)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      row.identifier,
      tenancyId,
      row.type,
      row.name,
      row.compartmentId,
      row.region,
      row.availabilityDomain,
      row.state,
      row.timeCreated,
      JSON.stringify(row.tags),
      JSON.stringify(row.definedTags),
      JSON.stringify(row.details),
    ]
  );
}

/**
 * Seeds the search index of every scenario tenancy: its compartments (copied from the identity module's table, which
 * is seeded first), its users, and compute, network, storage and database resources.
 */
export async function seedResourceSearch({ db, scenarios, seededAt }: SeedContext): Promise<void> {
  const { rows: hasCompartments } = await db.query<{ exists: boolean }>(
    "select to_regclass('public.compartments') is not null as exists"
  );
  for (const scenario of scenarios) {
    const compartmentIds = new Map(scenario.compartments.map(compartment => [compartment.name, compartment.id]));
    if (hasCompartments[0]?.exists) {
      const { rows } = await db.query<{
        id: string;
        name: string;
        parent_id: string;
        description: string;
        lifecycle_state: string;
        time_created: Date;
      }>('select * from compartments where tenancy_id = $1', [scenario.id]);
      for (const compartment of rows) {
        // The scenario's own top-level compartments keep their names; deeper ones may reuse them.
        if (!compartmentIds.has(compartment.name)) compartmentIds.set(compartment.name, compartment.id);
        await insert(db, scenario.id, {
          identifier: compartment.id,
          type: 'Compartment',
          name: compartment.name,
          compartmentId: compartment.parent_id,
          region: null,
          availabilityDomain: null,
          state: compartment.lifecycle_state,
          timeCreated: compartment.time_created,
          tags: {},
          definedTags: {},
          details: { description: compartment.description },
        });
      }
    }
    const users = [
      ...scenario.users.map(user => ({
        id: user.id,
        name: user.name,
        email: user.email,
        time: resolveSeedTime(user.timeCreated, seededAt),
      })),
      ...(scenario.key === DEMO_SCENARIO.key ? DEMO_EXTRA_USERS : []).map(name => ({
        id: seedOcid('user', `${scenario.name}/${name}`),
        name,
        email: name,
        time: new Date(seededAt.getTime() - 20 * DAY_MS),
      })),
    ];
    for (const user of users) {
      await insert(db, scenario.id, {
        identifier: user.id,
        type: 'User',
        name: user.name,
        compartmentId: scenario.id,
        region: null,
        availabilityDomain: null,
        state: 'ACTIVE',
        timeCreated: user.time,
        tags: {},
        definedTags: {},
        details: { email: user.email },
      });
    }
    const ids = new Map<string, string>();
    for (const template of templatesFor(scenario)) {
      const type = findResourceType(template.type);
      if (!type) throw new Error(`Unknown seeded resource type ${template.type}.`);
      const region = template.region ?? scenario.homeRegion;
      const identifier = seedOcid(type.ocidKind, `${scenario.name}/${template.name}`);
      ids.set(template.name, identifier);
      const details: Record<string, unknown> = { ...template.details };
      // Subnets name their VCN in the template; the result carries its OCID.
      if (typeof details['vcnName'] === 'string') {
        details['vcnId'] = ids.get(details['vcnName']) ?? null;
        delete details['vcnName'];
      }
      if (type.name === 'Bucket') details['namespace'] = scenario.name;
      await insert(db, scenario.id, {
        identifier,
        type: type.name,
        name: template.name,
        compartmentId: (template.compartment && compartmentIds.get(template.compartment)) || scenario.id,
        region,
        availabilityDomain: template.ad === undefined ? null : availabilityDomain(region, template.ad),
        state: template.state,
        timeCreated: new Date(seededAt.getTime() - template.daysAgo * DAY_MS),
        tags: template.tags ?? {},
        definedTags: template.definedTags ?? {},
        details,
      });
    }
  }
}
