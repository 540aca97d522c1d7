import { DEMO_SCENARIO } from '../../scenarios.ts';
import type { Scenario } from '../../scenarios.ts';
import { seedOcid } from '../../seed-ocid.ts';
import type { SeedContext } from '../cloud-service.ts';
import { availabilityDomainName, findShape, instanceShapeConfig, platformImageId } from './catalog.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type Tags = Record<string, string>;
type DefinedTags = Record<string, Record<string, string>>;

/** Where a seeded resource lives; the names, compartments, regions and tags are resource search's. */
interface Placement {
  /** A compartment of the scenario by name; the root compartment when absent. */
  compartment?: string;
  /** The home region when absent. */
  region?: string;
  daysAgo: number;
  tags?: Tags;
  definedTags?: DefinedTags;
}

interface InstanceTemplate extends Placement {
  name: string;
  ad?: number;
  state?: 'RUNNING' | 'STOPPED';
  shape?: string;
  ocpus?: number;
  faultDomain?: string;
}

interface NetworkTemplate extends Placement {
  vcn: string;
  dnsLabel: string;
  subnets: readonly { name: string; dnsLabel: string; public?: boolean }[];
}

interface VolumeTemplate extends Placement {
  name: string;
  sizeInGBs: number;
  ad?: number;
}

/** A scenario's seeded footprint. */
interface Footprint {
  instances: readonly InstanceTemplate[];
  networks: readonly NetworkTemplate[];
  volumes: readonly VolumeTemplate[];
}

const PRODUCTION = { environment: 'production' };
const SANDBOX = { environment: 'sandbox' };
const COST_CENTER = { Operations: { CostCenter: 'CC-4200' } };

/** The demo tenancy: resource search's footprint plus a starter set in the root compartment. */
const DEMO: Footprint = {
  instances: [
    ...['web-server-1', 'web-server-2', 'web-server-3'].map((name, index): InstanceTemplate => ({
      name,
      compartment: 'production',
      ad: index + 1,
      faultDomain: `FAULT-DOMAIN-${index + 1}`,
      ocpus: 2,
      tags: { ...PRODUCTION, team: 'web' },
      definedTags: COST_CENTER,
      daysAgo: 60 - index,
    })),
    {
      name: 'app-server-1',
      compartment: 'production',
      ocpus: 4,
      tags: { ...PRODUCTION, team: 'payments' },
      daysAgo: 40,
    },
    {
      name: 'app-server-2',
      compartment: 'production',
      ad: 2,
      ocpus: 4,
      tags: { ...PRODUCTION, team: 'payments' },
      daysAgo: 40,
    },
    { name: 'bastion-host', compartment: 'production', tags: PRODUCTION, daysAgo: 120 },
    { name: 'batch-worker-1', compartment: 'sandbox', state: 'STOPPED', ocpus: 8, tags: SANDBOX, daysAgo: 10 },
    { name: 'dev-box', compartment: 'sandbox', tags: { ...SANDBOX, owner: 'alice' }, daysAgo: 3 },
    { name: 'quickstart-instance', shape: 'VM.Standard.E2.1.Micro', daysAgo: 200 },
    {
      name: 'dr-web-server-1',
      compartment: 'production',
      region: 'us-phoenix-1',
      tags: { ...PRODUCTION, dr: 'true' },
      daysAgo: 40,
    },
    {
      name: 'dr-app-server-1',
      compartment: 'production',
      region: 'us-phoenix-1',
      tags: { ...PRODUCTION, dr: 'true' },
      daysAgo: 40,
    },
    { name: 'eu-web-server-1', compartment: 'production', region: 'eu-frankfurt-1', tags: PRODUCTION, daysAgo: 40 },
  ],
  networks: [
    {
      vcn: 'prod-vcn',
      dnsLabel: 'prod',
      compartment: 'production',
      tags: PRODUCTION,
      daysAgo: 90,
      subnets: [
        { name: 'prod-public-subnet', dnsLabel: 'public', public: true },
        { name: 'prod-private-subnet', dnsLabel: 'private' },
      ],
    },
    {
      vcn: 'sandbox-vcn',
      dnsLabel: 'sandbox',
      compartment: 'sandbox',
      tags: SANDBOX,
      daysAgo: 90,
      subnets: [{ name: 'sandbox-subnet', dnsLabel: 'sandbox', public: true }],
    },
    {
      vcn: 'default-vcn',
      dnsLabel: 'default',
      daysAgo: 200,
      subnets: [{ name: 'default-subnet', dnsLabel: 'default', public: true }],
    },
    {
      vcn: 'dr-vcn',
      dnsLabel: 'dr',
      compartment: 'production',
      region: 'us-phoenix-1',
      daysAgo: 90,
      subnets: [{ name: 'dr-subnet', dnsLabel: 'dr' }],
    },
    {
      vcn: 'eu-vcn',
      dnsLabel: 'eu',
      compartment: 'production',
      region: 'eu-frankfurt-1',
      daysAgo: 90,
      subnets: [{ name: 'eu-subnet', dnsLabel: 'eu' }],
    },
  ],
  volumes: [
    { name: 'web-data-1', sizeInGBs: 100, compartment: 'production', tags: PRODUCTION, daysAgo: 35 },
    { name: 'db-data-volume', sizeInGBs: 500, compartment: 'production', tags: PRODUCTION, ad: 2, daysAgo: 35 },
    { name: 'scratch-volume', sizeInGBs: 50, compartment: 'sandbox', tags: SANDBOX, daysAgo: 35 },
    { name: 'data-volume-1', sizeInGBs: 50, daysAgo: 200 },
    { name: 'dr-data-volume', sizeInGBs: 500, compartment: 'production', region: 'us-phoenix-1', daysAgo: 35 },
  ],
};

/** The isolation peer shares `web-server-1` with the demo tenancy on purpose. */
const PEER: Footprint = {
  instances: [
    { name: 'web-server-1', tags: PRODUCTION, daysAgo: 40 },
    { name: 'globex-secret-instance', tags: { classification: 'secret' }, daysAgo: 40 },
  ],
  networks: [
    { vcn: 'globex-vcn', dnsLabel: 'globex', daysAgo: 90, subnets: [{ name: 'globex-subnet', dnsLabel: 'app' }] },
  ],
  volumes: [],
};

/** Every other tenancy: a small starter footprint in its home region's root compartment. */
const STARTER: Footprint = {
  instances: [{ name: 'web-server-1', daysAgo: 5 }],
  networks: [
    {
      vcn: 'default-vcn',
      dnsLabel: 'default',
      daysAgo: 6,
      subnets: [{ name: 'default-subnet', dnsLabel: 'default', public: true }],
    },
  ],
  volumes: [{ name: 'data-volume-1', sizeInGBs: 50, daysAgo: 5 }],
};

function footprintOf(scenario: Scenario): Footprint {
  if (scenario.key === DEMO_SCENARIO.key) return DEMO;
  if (scenario.key === 'isolation-peer') return PEER;
  return STARTER;
}

/** The OCID of a seeded core resource (`instance`, `vcn`, `subnet`, `volume`): the one resource search seeds. */
export function iaasOcid(kind: 'instance' | 'vcn' | 'subnet' | 'volume', tenancyName: string, name: string): string {
  return seedOcid(kind, `${tenancyName}/${name}`);
}

/** Seeds each scenario's instances, VCNs with their subnets, and block volumes. */
export async function seedIaas({ db, scenarios, seededAt }: SeedContext): Promise<void> {
  for (const scenario of scenarios) {
    const compartments = new Map(scenario.compartments.map(compartment => [compartment.name, compartment.id]));
    const place = (template: Placement) => ({
      compartmentId: (template.compartment && compartments.get(template.compartment)) || scenario.id,
      region: template.region ?? scenario.homeRegion,
      time: new Date(seededAt.getTime() - template.daysAgo * DAY_MS),
      tags: JSON.stringify(template.tags ?? {}),
      definedTags: JSON.stringify(template.definedTags ?? {}),
    });
    const { instances, networks, volumes } = footprintOf(scenario);

    for (const network of networks) {
      const at = place(network);
      const vcnId = iaasOcid('vcn', scenario.name, network.vcn);
      await db.query(
        `insert into iaas_vcns (id, tenancy_id, compartment_id, region, display_name, cidr_blocks, dns_label,
           lifecycle_state, freeform_tags, defined_tags, time_created)
         values ($1, $2, $3, $4, $5, $6, $7, 'AVAILABLE', $8, $9, $10)`,
        [
          vcnId,
          scenario.id,
          at.compartmentId,
          at.region,
          network.vcn,
          JSON.stringify(['10.0.0.0/16']),
          network.dnsLabel,
          at.tags,
          at.definedTags,
          at.time,
        ]
      );
      for (const [index, subnet] of network.subnets.entries()) {
        await db.query(
          `insert into iaas_subnets (id, tenancy_id, compartment_id, vcn_id, region, availability_domain, display_name,
             cidr_block, dns_label, prohibit_public_ip_on_vnic, lifecycle_state, freeform_tags, defined_tags,
             time_created)
           values ($1, $2, $3, $4, $5, null, $6, $7, $8, $9, 'AVAILABLE', $10, $11, $12)`,
          [
            iaasOcid('subnet', scenario.name, subnet.name),
            scenario.id,
            at.compartmentId,
            vcnId,
            at.region,
            subnet.name,
            `10.0.${index}.0/24`,
            subnet.dnsLabel,
            !subnet.public,
            at.tags,
            at.definedTags,
            at.time,
          ]
        );
      }
    }

    for (const instance of instances) {
      const at = place(instance);
      const shape = findShape(instance.shape ?? 'VM.Standard.E4.Flex');
      if (!shape) throw new Error(`Unknown seeded shape ${instance.shape ?? ''}.`);
      const ocpus = shape.isFlexible ? (instance.ocpus ?? 1) : shape.ocpus;
      const memory = shape.isFlexible ? ocpus * (shape.memoryOptions?.defaultPerOcpuInGBs ?? 1) : shape.memoryInGBs;
      const imageId = platformImageId(at.region);
      await db.query(
        `insert into iaas_instances (id, tenancy_id, compartment_id, region, availability_domain, fault_domain,
           display_name, shape, shape_config, source_details, subnet_id, metadata, freeform_tags, defined_tags,
           lifecycle_state, next_state, time_next_state, time_created)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, null, '{}', $11, $12, $13, null, null, $14)`,
        [
          iaasOcid('instance', scenario.name, instance.name),
          scenario.id,
          at.compartmentId,
          at.region,
          availabilityDomainName(at.region, instance.ad ?? 1),
          instance.faultDomain ?? 'FAULT-DOMAIN-1',
          instance.name,
          shape.shape,
          JSON.stringify(instanceShapeConfig(shape, ocpus, memory)),
          JSON.stringify({ sourceType: 'image', imageId, bootVolumeSizeInGBs: null, kmsKeyId: null }),
          at.tags,
          at.definedTags,
          instance.state ?? 'RUNNING',
          at.time,
        ]
      );
    }

    for (const volume of volumes) {
      const at = place(volume);
      await db.query(
        `insert into iaas_volumes (id, tenancy_id, compartment_id, region, availability_domain, display_name,
           size_in_gbs, vpus_per_gb, lifecycle_state, freeform_tags, defined_tags, time_created)
         values ($1, $2, $3, $4, $5, $6, $7, 10, 'AVAILABLE', $8, $9, $10)`,
        [
          iaasOcid('volume', scenario.name, volume.name),
          scenario.id,
          at.compartmentId,
          at.region,
          availabilityDomainName(at.region, volume.ad ?? 1),
          volume.name,
          volume.sizeInGBs,
          at.tags,
          at.definedTags,
          at.time,
        ]
      );
    }
  }
}
