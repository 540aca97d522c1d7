import { createHash } from 'node:crypto';
import { DEMO_SCENARIO } from '../../scenarios.ts';
import type { Scenario } from '../../scenarios.ts';
import { seedOcid } from '../../seed-ocid.ts';
import type { SeedContext } from '../cloud-service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A seeded bucket; the names, compartments, regions and tags are resource search's. */
interface BucketTemplate {
  name: string;
  /** A compartment of the scenario by name; the root compartment when absent. */
  compartment?: string;
  /** The home region when absent. */
  region?: string;
  daysAgo: number;
  publicAccessType?: 'NoPublicAccess' | 'ObjectRead' | 'ObjectReadWithoutList';
  storageTier?: 'Standard' | 'Archive';
  versioning?: 'Enabled' | 'Disabled';
  tags?: Record<string, string>;
  definedTags?: Record<string, Record<string, string>>;
  objects?: number;
  sizeInBytes?: number;
}

const PRODUCTION = { environment: 'production' };
const GIB = 1024 ** 3;

const DEMO: readonly BucketTemplate[] = [
  {
    name: 'app-logs',
    compartment: 'production',
    tags: PRODUCTION,
    daysAgo: 60,
    objects: 18_244,
    sizeInBytes: 42 * GIB,
  },
  {
    name: 'db-backups',
    compartment: 'production',
    tags: PRODUCTION,
    definedTags: { Operations: { CostCenter: 'CC-4200' } },
    versioning: 'Enabled',
    daysAgo: 60,
    objects: 365,
    sizeInBytes: 1800 * GIB,
  },
  {
    name: 'static-assets',
    compartment: 'production',
    publicAccessType: 'ObjectRead',
    daysAgo: 60,
    objects: 1_204,
    sizeInBytes: 3 * GIB,
  },
  {
    name: 'terraform-state',
    compartment: 'sandbox',
    tags: { environment: 'sandbox' },
    daysAgo: 60,
    objects: 12,
    sizeInBytes: 4_096_000,
  },
  { name: 'bucket-starter', daysAgo: 200 },
  { name: 'dr-replica-bucket', compartment: 'production', region: 'us-phoenix-1', storageTier: 'Archive', daysAgo: 60 },
  {
    name: 'eu-customer-data',
    compartment: 'production',
    region: 'eu-frankfurt-1',
    tags: { gdpr: 'true' },
    daysAgo: 60,
  },
];

const PEER: readonly BucketTemplate[] = [{ name: 'globex-finance', daysAgo: 60, objects: 40, sizeInBytes: 2 * GIB }];

const STARTER: readonly BucketTemplate[] = [{ name: 'bucket-starter', daysAgo: 5 }];

function bucketsOf(scenario: Scenario): readonly BucketTemplate[] {
  if (scenario.key === DEMO_SCENARIO.key) return DEMO;
  if (scenario.key === 'isolation-peer') return PEER;
  return STARTER;
}

/** The namespace of a tenancy: its name (resource search's bucket details name the same). */
export function namespaceOf(tenancyName: string): string {
  return tenancyName;
}

/** The OCID of a seeded bucket: the one resource search seeds. */
export function bucketOcid(tenancyName: string, name: string): string {
  return seedOcid('bucket', `${tenancyName}/${name}`);
}

/** Seeds each scenario's buckets. */
export async function seedObjectStorage({ db, scenarios, seededAt }: SeedContext): Promise<void> {
  for (const scenario of scenarios) {
    const compartments = new Map(scenario.compartments.map(compartment => [compartment.name, compartment.id]));
    const createdBy = scenario.users[0]?.id ?? scenario.id;
    for (const bucket of bucketsOf(scenario)) {
      const id = bucketOcid(scenario.name, bucket.name);
      const etag = createHash('sha256').update(id).digest('hex').slice(0, 32);
      await db.query(
        `insert into os_buckets (id, tenancy_id, namespace, region, name, compartment_id, created_by, etag, metadata,
           public_access_type, storage_tier, object_events_enabled, versioning, auto_tiering, kms_key_id,
           approximate_count, approximate_size, freeform_tags, defined_tags, time_created)
         values ($1, $2, $3, $4, $5, $6, $7, $8, '{}', $9, $10, false, $11, 'Disabled', null, $12, $13, $14, $15, $16)`,
        [
          id,
          scenario.id,
          namespaceOf(scenario.name),
          bucket.region ?? scenario.homeRegion,
          bucket.name,
          (bucket.compartment && compartments.get(bucket.compartment)) || scenario.id,
          createdBy,
          etag,
          bucket.publicAccessType ?? 'NoPublicAccess',
          bucket.storageTier ?? 'Standard',
          bucket.versioning ?? 'Disabled',
          bucket.objects ?? 0,
          bucket.sizeInBytes ?? 0,
          JSON.stringify(bucket.tags ?? {}),
          JSON.stringify(bucket.definedTags ?? {}),
          new Date(seededAt.getTime() - bucket.daysAgo * DAY_MS),
        ]
      );
    }
  }
}
