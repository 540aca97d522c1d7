// Home's quick actions (spec 2 §2 "Quick actions (home)", §5, §9): which of the ten tiles show, where each leads and
// which carry the Always Free badge. Pure: `stores/home-quick-actions.ts` gathers the flags, realm and account facts.

import { FEATURE_FLAG_DEFAULTS, type FeatureFlags } from '../feature-flags.ts';
import { customerTypeOf, type CustomerTypeFacts } from './customer-type.ts';

/** Typical minutes a quick action takes; `min === max` for a single value. */
export interface QuickActionDuration {
  min: number;
  max: number;
}

/** A Quick actions tile on Home (spec 2 §2). */
export interface QuickAction {
  id: string;
  /** Message id of the tile title. */
  title: string;
  /** Deep-link target inside the console. */
  href: string;
  duration?: QuickActionDuration;
  /** The Always Free badge shows on the tile (see `alwaysFreeBadgeShown`). */
  alwaysFree?: boolean;
}

/** The feature flags the quick actions read (src/feature-flags.ts documents each). */
export const QUICK_ACTION_FLAG_NAMES = [
  'quick-actions-v2',
  'quick-actions-db-create-page',
  'quick-actions-unified-adb',
  'quick-actions-lb-overview',
  'quick-actions-network-lb',
  'always-free-home-page',
  'always-free-badge-promo-cutoff',
  'always-free-badge-free-tier-cutoff',
] as const;

/** Values of the quick actions' flags. */
export type QuickActionFlags = Pick<FeatureFlags, (typeof QUICK_ACTION_FLAG_NAMES)[number]>;

/** Everything the quick-action rules read. */
export interface QuickActionContext {
  flags: QuickActionFlags;
  /** Realm key, e.g. oc1 (the badge is hidden in OC4). */
  realm: string;
  /** A government realm (`realmFeatures.government`). */
  government: boolean;
  /** A disconnected realm (`realmFeatures.disconnected`). */
  disconnected: boolean;
  /** Account info (null while unknown) and internal tenancy: a free-tier or trial account decides the badge. */
  account: CustomerTypeFacts;
  /** When the account (the tenancy) was created, ISO 8601; null while unknown. */
  accountCreated: string | null;
}

/** Tiles shown while the quick-actions-v2 flag is off (spec 2 §2, §9: the first 6 of up to 10). */
export const QUICK_ACTIONS_SHOWN = 6;

/** The solution the resource manager stack tile preselects: the shop sample (spec 2 §2; MuShop of the quick starts). */
export const SHOP_SAMPLE_SOLUTION_ID = 'mushop';
/** The solution the dev tools tile preselects (spec 2 §2 "a developer tools stack"; id not shown: chosen). */
export const DEV_TOOLS_SOLUTION_ID = 'developer-tools';

/**
 * The "view all resources" target: advanced search (src/domain/search-page.ts reads `sq`) with the all-resources
 * query of the resource search language.
 */
export const VIEW_ALL_RESOURCES_PATH = `/search?sq=${encodeURIComponent('query all resources')}`;

/** Where an autonomous database workload's create page is, by the database flags (spec 2 §2). */
function databaseHref(flags: QuickActionFlags, workload: 'atp' | 'adw'): string {
  if (flags['quick-actions-db-create-page']) return `/db/${workload}/create`;
  if (flags['quick-actions-unified-adb']) return `/db/adb/${workload}?open=create-database`;
  // The legacy page is not shown in the spec: chosen, the one autonomous database list before the workload split.
  return `/db/adb?open=create-database&dbWorkload=${workload === 'atp' ? 'OLTP' : 'DW'}`;
}

/** Where the load balancer tile leads, by flags (spec 2 §2): overview, networking load balancer page, legacy page. */
function loadBalancerHref(flags: QuickActionFlags): string {
  if (flags['quick-actions-lb-overview']) return '/networking/load-balancers';
  if (flags['quick-actions-network-lb']) return '/networking/load-balancers/load-balancer';
  return '/load-balancer/create-load-balancer';
}

/** Where a tile may show (spec 2 §2: "some tiles are hidden in certain realms"). */
type RealmRule = 'anywhere' | 'not-government' | 'connected-government';

interface QuickActionDefinition extends Omit<QuickAction, 'href' | 'alwaysFree'> {
  href: string | ((flags: QuickActionFlags) => string);
  realms?: RealmRule;
  /** Eligible for the Always Free badge: the tile creates an Always Free resource. */
  alwaysFreeEligible?: boolean;
}

/**
 * The ten tiles in spec order. Not shown which tiles government realms hide: chosen, the two that launch public
 * sample stacks (the shop sample and the developer tools stack come from public repositories and Marketplace images,
 * which government realms do not offer); block volume takes their place and shows only in connected government
 * realms. Always Free eligible, chosen: the tiles that create a resource of the Always Free tier (VM, autonomous
 * databases, bucket, load balancer, block volume).
 */
const DEFINITIONS: readonly QuickActionDefinition[] = [
  {
    id: 'compute-instance',
    title: 'home.quickAction.computeInstance',
    href: '/compute/instances/create',
    duration: { min: 2, max: 6 },
    alwaysFreeEligible: true,
  },
  {
    id: 'transactional-database',
    title: 'home.quickAction.transactionalDatabase',
    href: flags => databaseHref(flags, 'atp'),
    duration: { min: 3, max: 5 },
    alwaysFreeEligible: true,
  },
  {
    id: 'analytics-database',
    title: 'home.quickAction.analyticsDatabase',
    href: flags => databaseHref(flags, 'adw'),
    duration: { min: 3, max: 5 },
    alwaysFreeEligible: true,
  },
  {
    id: 'networking-setup',
    title: 'home.quickAction.networkingSetup',
    href: '/networking/vcns?open=networking-quickstart',
    duration: { min: 2, max: 3 },
  },
  {
    id: 'resource-manager-stack',
    title: 'home.quickAction.resourceManagerStack',
    href: `/resourcemanager/stacks/create?preSelectedSolutionId=${SHOP_SAMPLE_SOLUTION_ID}`,
    duration: { min: 2, max: 6 },
    realms: 'not-government',
  },
  {
    id: 'object-storage',
    title: 'home.quickAction.objectStorage',
    href: '/object-storage/buckets?open=create-object-storage-bucket',
    duration: { min: 2, max: 6 },
    alwaysFreeEligible: true,
  },
  {
    id: 'load-balancer',
    title: 'home.quickAction.loadBalancer',
    href: loadBalancerHref,
    duration: { min: 5, max: 5 },
    alwaysFreeEligible: true,
  },
  {
    id: 'dev-tools',
    title: 'home.quickAction.devTools',
    href: `/resourcemanager/stacks/create?preSelectedSolutionId=${DEV_TOOLS_SOLUTION_ID}`,
    duration: { min: 10, max: 15 },
    realms: 'not-government',
  },
  {
    id: 'block-volume',
    title: 'home.quickAction.blockVolume',
    href: '/block-storage/volumes?open=create-block-volume',
    duration: { min: 2, max: 6 },
    realms: 'connected-government',
    alwaysFreeEligible: true,
  },
  { id: 'view-all-resources', title: 'home.quickAction.viewAllResources', href: VIEW_ALL_RESOURCES_PATH },
];

function realmAllows(rule: RealmRule | undefined, context: QuickActionContext): boolean {
  if (rule === 'not-government') return !context.government;
  if (rule === 'connected-government') return context.government && !context.disconnected;
  return true;
}

/** Milliseconds since the epoch of an ISO date, or undefined for anything that is not a date. */
function parseTime(value: string | null): number | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

/**
 * Whether eligible tiles carry the Always Free badge (spec 2 §2, §5): the always-free home page flag is on, the account
 * is a free-tier or trial one (customer type Free-Tier or Trial: not internal, paid or pay-as-you-go), the realm is not
 * OC4, and the account was not created after the cutoff of its kind (promo accounts: the promo cutoff; free-tier-only
 * accounts: the free-tier cutoff). A cutoff that is not a date means no cutoff; with a valid cutoff and an unknown
 * creation time the badge stays hidden (chosen: eligibility cannot be shown yet).
 */
export function alwaysFreeBadgeShown(context: QuickActionContext): boolean {
  const { flags, account } = context;
  if (!flags['always-free-home-page'] || context.realm.toUpperCase() === 'OC4') return false;
  const type = customerTypeOf(account);
  if (type !== 'Free-Tier' && type !== 'Trial') return false;
  const cutoff = parseTime(
    type === 'Trial' ? flags['always-free-badge-promo-cutoff'] : flags['always-free-badge-free-tier-cutoff']
  );
  if (cutoff === undefined) return true;
  const created = parseTime(context.accountCreated);
  return created !== undefined && created <= cutoff;
}

/**
 * The quick actions Home shows (spec 2 §2): the tiles the realm allows, in spec order, with their flag-dependent
 * links; the first 6 of them unless quick-actions-v2 is on (chosen: the realm rules apply first, so a government realm
 * still shows six tiles), and the Always Free badge on eligible tiles when `alwaysFreeBadgeShown`.
 */
export function homeQuickActions(context: QuickActionContext): QuickAction[] {
  const badge = alwaysFreeBadgeShown(context);
  const actions = DEFINITIONS.filter(definition => realmAllows(definition.realms, context)).map(
    ({ href, realms: _realms, alwaysFreeEligible, ...rest }): QuickAction => ({
      ...rest,
      href: typeof href === 'string' ? href : href(context.flags),
      ...(badge && alwaysFreeEligible ? { alwaysFree: true } : {}),
    })
  );
  return context.flags['quick-actions-v2'] ? actions : actions.slice(0, QUICK_ACTIONS_SHOWN);
}

/**
 * The context before anything is known: the flags' defaults, a connected commercial realm, no account facts (a
 * function, so that Home's chunk, which never needs it, does not carry it).
 */
export function baselineQuickActionContext(): QuickActionContext {
  return {
    flags: Object.fromEntries(
      QUICK_ACTION_FLAG_NAMES.map(name => [name, FEATURE_FLAG_DEFAULTS[name]])
    ) as QuickActionFlags,
    realm: 'oc1',
    government: false,
    disconnected: false,
    account: { accountInfo: null, isInternal: false },
    accountCreated: null,
  };
}
