// The seeded compartment trees, as plain data: a large three-level tree for the demo tenancy (more than 100
// compartments, so the console's 100-per-page listing has to follow opc-next-page) and a small three-level tree for
// every other scenario. OCIDs derive from the tenancy name and the compartment's path, so other modules can place
// their seeded resources with `compartmentOcid('acme-corp', 'production/apps/web')`.
import { resolveSeedTime } from '../../scenarios.ts';
import type { Scenario } from '../../scenarios.ts';
import { seedOcid } from '../../seed-ocid.ts';

/** Compartment lifecycle states (OCI Compartment.LifecycleState). */
export const COMPARTMENT_STATES = ['CREATING', 'ACTIVE', 'INACTIVE', 'DELETING', 'DELETED'] as const;

/** A compartment lifecycle state. */
export type CompartmentState = (typeof COMPARTMENT_STATES)[number];

/** One seeded compartment. */
export interface CompartmentSeed {
  id: string;
  /** The parent: the tenancy OCID for a top-level compartment. */
  parentId: string;
  /** Slash-separated names from the top level, e.g. `production/apps/web`. */
  path: string;
  name: string;
  description: string;
  lifecycleState: CompartmentState;
  inactiveStatus: number | null;
  isAccessible: boolean;
  freeformTags: Record<string, string>;
  definedTags: Record<string, Record<string, string>>;
  timeCreated: Date;
}

/**
 * The OCID of a seeded compartment. Top-level ids equal the ones the identity module seeds from `scenario.compartments`
 * (`seedOcid('compartment', '<tenancy>/<name>')`), so both seeds agree on them.
 */
export function compartmentOcid(tenancyName: string, path: string): string {
  return seedOcid('compartment', `${tenancyName}/${path}`);
}

interface Node {
  name: string;
  description?: string;
  lifecycleState?: CompartmentState;
  children?: readonly Node[];
}

const LEAVES: Record<string, readonly string[]> = {
  network: ['vcn-primary', 'vcn-secondary', 'dmz', 'load-balancers', 'dns', 'vpn'],
  apps: ['web', 'api', 'batch', 'mobile', 'integration', 'reporting'],
  db: ['oltp', 'warehouse', 'cache', 'nosql', 'backups', 'replicas'],
  analytics: ['data-lake', 'etl', 'dashboards', 'ml-models', 'streaming', 'notebooks'],
  security: ['vault', 'bastion', 'audit', 'scanning', 'waf', 'certificates'],
  'ci-cd': ['build', 'artifacts', 'pipelines', 'test-envs', 'runners', 'registry'],
  'network-hub': ['transit', 'drg', 'firewall', 'peering', 'egress', 'monitoring'],
  logging: ['audit-logs', 'app-logs', 'metrics', 'alarms', 'archive', 'siem'],
  identity: ['policies', 'groups', 'dynamic-groups', 'federation', 'service-accounts', 'keys'],
  tooling: ['devops', 'terraform', 'ansible', 'scripts', 'golden-images', 'jump-hosts'],
  team: ['prototypes', 'demos', 'load-tests', 'spikes', 'scratch', 'playground'],
};

const PURPOSES: Record<string, string> = {
  network: 'Virtual cloud networks, subnets and gateways',
  apps: 'Application tiers',
  db: 'Databases and their backups',
  analytics: 'Analytics and data pipelines',
  security: 'Keys, bastions and security tooling',
  'ci-cd': 'Build and delivery pipelines',
  'network-hub': 'Hub network every environment peers with',
  logging: 'Central logging, metrics and alarms',
  identity: 'Identity policies and service principals',
  tooling: 'Automation and operator tooling',
};

function branch(name: string, leaves: string = name, description = PURPOSES[leaves] ?? `Work of ${name}`): Node {
  return { name, description, children: (LEAVES[leaves] ?? []).map(leaf => ({ name: leaf })) };
}

// 4 top-level × 5 × 6 = 120 leaves, 144 ACTIVE compartments, plus three that are INACTIVE or DELETED.
const DEMO_TREE: readonly Node[] = [
  {
    name: 'production',
    description: 'Production workloads',
    children: [
      branch('network'),
      branch('apps'),
      branch('db'),
      {
        ...branch('analytics'),
        children: [
          ...(branch('analytics').children ?? []),
          { name: 'retired-reporting', description: 'Reporting stack replaced in 2024', lifecycleState: 'DELETED' },
        ],
      },
      branch('security'),
    ],
  },
  {
    name: 'development',
    description: 'Development and test workloads',
    children: [branch('network'), branch('apps'), branch('db'), branch('analytics'), branch('ci-cd')],
  },
  {
    name: 'shared-services',
    description: 'Networking, security and tooling shared by every environment',
    children: [branch('network-hub'), branch('security'), branch('logging'), branch('identity'), branch('tooling')],
  },
  {
    name: 'sandbox',
    description: 'Experiments',
    children: [
      branch('team-alpha', 'team', 'Sandbox of team Alpha'),
      branch('team-beta', 'team', 'Sandbox of team Beta'),
      branch('team-gamma', 'team', 'Sandbox of team Gamma'),
      branch('team-delta', 'team', 'Sandbox of team Delta'),
      branch('hackathon', 'team', 'Hackathon projects'),
      {
        name: 'poc-2023',
        description: 'Proof of concept, parked until budget is approved',
        lifecycleState: 'INACTIVE',
      },
    ],
  },
  { name: 'legacy-datacenter', description: 'Lift-and-shift workloads, retired', lifecycleState: 'DELETED' },
];

// Three levels for every other tenancy: enough for the compartment picker and subtree queries to mean something.
const SMALL_TREE: readonly Node[] = [
  {
    name: 'apps',
    description: 'Application workloads',
    children: [
      { name: 'dev', description: 'Development', children: [{ name: 'web' }, { name: 'api' }] },
      { name: 'prod', description: 'Production', children: [{ name: 'web' }, { name: 'api' }] },
    ],
  },
  { name: 'network', description: 'Networks', children: [{ name: 'hub', description: 'Hub network' }] },
  { name: 'shared-services', description: 'Shared services' },
];

// The demo user has no policy on the shared security compartments: accessLevel=ACCESSIBLE leaves them out.
const INACCESSIBLE_PREFIXES = ['shared-services/security'];

const ENVIRONMENTS: Record<string, string> = {
  production: 'production',
  prod: 'production',
  development: 'development',
  dev: 'development',
  sandbox: 'sandbox',
};

// Spacing of seeded creation times; capped so that every compartment of a young trial tenancy exists before the seed.
const SPACING_MS = 41 * 60 * 60 * 1000;

/** The compartments seeded for a scenario tenancy, parents before children. */
export function scenarioCompartments(scenario: Scenario, seededAt: Date): CompartmentSeed[] {
  const tree = scenario.key === 'paid-payg' ? DEMO_TREE : SMALL_TREE;
  const creator = `default/${scenario.users[0]?.email ?? 'admin@example.com'}`;
  const flat: { node: Node; path: string; parentId: string; depth: number }[] = [];
  // Breadth first, so that creation times (increasing with the index) put every parent before its children.
  let level = tree.map(node => ({ node, path: node.name, parentId: scenario.id, depth: 1 }));
  while (level.length > 0) {
    flat.push(...level);
    level = level.flatMap(entry =>
      (entry.node.children ?? []).map(child => ({
        node: child,
        path: `${entry.path}/${child.name}`,
        parentId: compartmentOcid(scenario.name, entry.path),
        depth: entry.depth + 1,
      }))
    );
  }
  const start = resolveSeedTime(scenario.timeCreated, seededAt).getTime();
  const span = Math.min(seededAt.getTime() - start, (flat.length + 1) * SPACING_MS);
  return flat.map(({ node, path, parentId, depth }, index) => {
    const timeCreated = new Date(start + Math.floor((span * (index + 1)) / (flat.length + 1)));
    const top = path.split('/')[0] ?? path;
    const lifecycleState = node.lifecycleState ?? 'ACTIVE';
    const environment = ENVIRONMENTS[top] ?? ENVIRONMENTS[path.split('/')[1] ?? ''] ?? 'shared';
    const definedTags: Record<string, Record<string, string>> = {
      'Oracle-Tags': { CreatedBy: creator, CreatedOn: timeCreated.toISOString() },
    };
    if (depth <= 2) definedTags['Operations'] = { CostCenter: costCenter(top), Environment: environment };
    const freeformTags: Record<string, string> = { Owner: `${top}-team` };
    if (depth === 1) freeformTags['Environment'] = environment;
    return {
      id: compartmentOcid(scenario.name, path),
      parentId,
      path,
      name: node.name,
      description: node.description ?? `${node.name} of ${path.slice(0, path.lastIndexOf('/'))}`,
      lifecycleState,
      inactiveStatus: lifecycleState === 'INACTIVE' ? 1 : null,
      isAccessible: !INACCESSIBLE_PREFIXES.some(prefix => path === prefix || path.startsWith(`${prefix}/`)),
      freeformTags,
      definedTags,
      timeCreated,
    };
  });
}

function costCenter(top: string): string {
  let sum = 0;
  for (const char of top) sum = (sum * 31 + char.charCodeAt(0)) % 9000;
  return `CC-${1000 + sum}`;
}
