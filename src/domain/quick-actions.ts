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
}

/** Tiles shown while the quick-actions-v2 flag is off (spec 2 §2: the first 6 of up to 10). */
export const QUICK_ACTIONS_SHOWN = 6;

/**
 * The first six quick actions in spec order. The database tiles use the unified autonomous database page, one of the
 * three flag-dependent targets of spec 2 §2; the other four tiles (load balancer, dev tools, block volume, view all
 * resources) need realm and flag rules and come with the quick-actions-v2 flag.
 */
export const QUICK_ACTIONS: readonly QuickAction[] = [
  {
    id: 'compute-instance',
    title: 'home.quickAction.computeInstance',
    href: '/compute/instances/create',
    duration: { min: 2, max: 6 },
  },
  {
    id: 'transactional-database',
    title: 'home.quickAction.transactionalDatabase',
    href: '/db/adb/atp?open=create-database',
    duration: { min: 3, max: 5 },
  },
  {
    id: 'analytics-database',
    title: 'home.quickAction.analyticsDatabase',
    href: '/db/adb/adw?open=create-database',
    duration: { min: 3, max: 5 },
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
    href: '/resourcemanager/stacks/create',
    duration: { min: 2, max: 6 },
  },
  {
    id: 'object-storage',
    title: 'home.quickAction.objectStorage',
    href: '/object-storage/buckets?open=create-object-storage-bucket',
    duration: { min: 2, max: 6 },
  },
];

/** The quick actions Home shows (spec 2 §2). */
export function homeQuickActions(): readonly QuickAction[] {
  return QUICK_ACTIONS.slice(0, QUICK_ACTIONS_SHOWN);
}
