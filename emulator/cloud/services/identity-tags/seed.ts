import { DEMO_SCENARIO, resolveSeedTime } from '../../scenarios.ts';
import type { Scenario } from '../../scenarios.ts';
import { seedOcid } from '../../seed-ocid.ts';
import type { SeedContext } from '../cloud-service.ts';
import { compartmentOcid } from '../identity-compartments/compartment-tree.ts';

/** A tag definition's validator as OCI answers it; null means any value (the DEFAULT validator). */
export type TagValidator = { validatorType: 'ENUM'; values: string[] } | null;

interface TagSeed {
  name: string;
  description: string;
  isCostTracking?: boolean;
  validator?: TagValidator;
  isRetired?: boolean;
}

interface NamespaceSeed {
  name: string;
  description: string;
  /** The compartment path under the root (compartment-tree.ts); the root compartment when undefined. */
  compartmentPath?: string;
  isRetired?: boolean;
  tags: readonly TagSeed[];
}

/** The OCID of a seeded tag namespace. */
export function tagNamespaceOcid(tenancyName: string, namespace: string): string {
  return seedOcid('tagnamespace', `${tenancyName}/${namespace}`);
}

function tagOcid(tenancyName: string, namespace: string, tag: string): string {
  return seedOcid('tagdefinition', `${tenancyName}/${namespace}/${tag}`);
}

// Every tenancy gets Oracle's default namespace: the compartments' definedTags carry its CreatedBy and CreatedOn.
const ORACLE_TAGS: NamespaceSeed = {
  name: 'Oracle-Tags',
  description: 'Default tags Oracle applies to new resources',
  tags: [
    { name: 'CreatedBy', description: 'The user or principal that created the resource' },
    { name: 'CreatedOn', description: 'When the resource was created' },
  ],
};

const INTERNAL_RESERVED: NamespaceSeed = {
  name: 'internal-reserved',
  description: 'Reserved for internal tenancies; marks how the tenancy is used',
  tags: [
    {
      name: 'usage-type',
      description: 'What the internal tenancy is for',
      validator: { validatorType: 'ENUM', values: ['development', 'operations', 'production-control-plane'] },
    },
  ],
};

// The demo tenancy's own namespaces: Operations is what its compartments' definedTags use.
const DEMO_NAMESPACES: readonly NamespaceSeed[] = [
  {
    name: 'Operations',
    description: 'Operational ownership and cost allocation',
    tags: [
      { name: 'CostCenter', description: 'Cost center billed for the resource', isCostTracking: true },
      {
        name: 'Environment',
        description: 'Deployment environment',
        validator: { validatorType: 'ENUM', values: ['production', 'development', 'sandbox', 'shared'] },
      },
      { name: 'Owner', description: 'Team that owns the resource' },
    ],
  },
  {
    name: 'Finance',
    description: 'Budget tracking for shared services',
    compartmentPath: 'shared-services',
    tags: [
      { name: 'Project', description: 'Project code', isCostTracking: true },
      { name: 'BudgetCode', description: 'Budget line' },
    ],
  },
  {
    name: 'Legacy',
    description: 'Tags of the retired data centre migration',
    isRetired: true,
    tags: [{ name: 'OldProject', description: 'Project code before the migration', isRetired: true }],
  },
];

function namespacesOf(scenario: Scenario): NamespaceSeed[] {
  const namespaces = [ORACLE_TAGS];
  if (scenario.key === DEMO_SCENARIO.key) namespaces.push(...DEMO_NAMESPACES);
  if ('internal-reserved' in scenario.definedTags) namespaces.push(INTERNAL_RESERVED);
  return namespaces;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Seeds every scenario's tag namespaces and tags. */
export async function seedTags({ db, scenarios, seededAt }: SeedContext): Promise<void> {
  for (const scenario of scenarios) {
    const start = resolveSeedTime(scenario.timeCreated, seededAt).getTime();
    const namespaces = namespacesOf(scenario);
    for (const [index, namespace] of namespaces.entries()) {
      // Oracle-Tags comes with the tenancy; the others follow weekly, never after the seed.
      const created = new Date(start + Math.min(index * WEEK_MS, ((seededAt.getTime() - start) * index) / 10) + 60_000);
      const id = tagNamespaceOcid(scenario.name, namespace.name);
      const state = namespace.isRetired ? 'INACTIVE' : 'ACTIVE';
      await db.query(
        `insert into tag_namespaces (id, tenancy_id, compartment_id, name, description, is_retired, lifecycle_state,
           time_created)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          id,
          scenario.id,
          namespace.compartmentPath === undefined
            ? scenario.id
            : compartmentOcid(scenario.name, namespace.compartmentPath),
          namespace.name,
          namespace.description,
          namespace.isRetired === true,
          state,
          created,
        ]
      );
      for (const tag of namespace.tags) {
        await db.query(
          `insert into tags (id, tag_namespace_id, name, description, is_retired, lifecycle_state, is_cost_tracking,
             validator, time_created)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            tagOcid(scenario.name, namespace.name, tag.name),
            id,
            tag.name,
            tag.description,
            tag.isRetired === true,
            tag.isRetired ? 'INACTIVE' : 'ACTIVE',
            tag.isCostTracking === true,
            tag.validator ? JSON.stringify(tag.validator) : null,
            created,
          ]
        );
      }
    }
  }
}
