// The Applications tab's rules (spec 1 §2 Home tabs, §3 application widget statuses and environment types; spec 2 §3
// App environment and Apps subscription, §5 the app subscription filter): which subscriptions show, how an
// environment's state and type read, and where its console opens.
import { flattenNavigationItems, type NavigationItem } from './navigation-menu.ts';
import { CLOUD_CREDIT_SERVICE_TYPE } from './purchase-entitlements.ts';

/** An application environment as the tab reads it (spec 2 §3, App environment). */
export interface AppEnvironmentFacts {
  id: string;
  displayName: string;
  environmentType?: string | null;
  serviceType?: string | null;
  region?: string | null;
  url?: string | null;
  subscriptionIds?: readonly string[] | null;
  lifecycleState: string;
  lifecycleDetails?: string | null;
}

/** An app subscription as the tab reads it (spec 2 §3, Apps subscription). */
export interface AppSubscriptionFacts {
  id: string;
  serviceName: string;
  isClassicSubscription: boolean | null;
  classicSubscriptionId: string | null;
}

/** The application widget statuses (spec 1 §3). */
export const ENVIRONMENT_STATUSES = [
  'active',
  'creating',
  'deleted',
  'deleting',
  'failed',
  'in-progress',
  'unknown',
  'updating',
] as const;

/** One application widget status. */
export type EnvironmentStatus = (typeof ENVIRONMENT_STATUSES)[number];

const STATUS_BY_STATE: Readonly<Record<string, EnvironmentStatus>> = {
  ACTIVE: 'active',
  CREATING: 'creating',
  DELETED: 'deleted',
  DELETING: 'deleting',
  FAILED: 'failed',
  // The service manager's name for an environment whose activation failed.
  FAILED_ACTIVATION: 'failed',
  IN_PROGRESS: 'in-progress',
  INPROGRESS: 'in-progress',
  UPDATING: 'updating',
};

/** The status a lifecycle state (Active, Failed …, any case, spaces or underscores) shows; unknown for the rest. */
export function environmentStatus(lifecycleState: string | null | undefined): EnvironmentStatus {
  const key = (lifecycleState ?? '')
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  return STATUS_BY_STATE[key] ?? 'unknown';
}

/** How a status reads at a glance, for its icon: working, in between, gone, failed, or unknown. */
export type EnvironmentTone = 'success' | 'pending' | 'stopped' | 'error' | 'unknown';

const TONES: Readonly<Record<EnvironmentStatus, EnvironmentTone>> = {
  active: 'success',
  creating: 'pending',
  deleted: 'stopped',
  deleting: 'pending',
  failed: 'error',
  'in-progress': 'pending',
  unknown: 'unknown',
  updating: 'pending',
};

/** The tone of a status. */
export function environmentTone(status: EnvironmentStatus): EnvironmentTone {
  return TONES[status];
}

/** The environment types (spec 1 §3). */
export const ENVIRONMENT_TYPES = [
  'development',
  'production',
  'staging',
  'test',
  'additional-test',
  'service-console',
] as const;

/** One environment type. */
export type EnvironmentType = (typeof ENVIRONMENT_TYPES)[number];

const TYPE_BY_NAME: Readonly<Record<string, EnvironmentType>> = {
  DEVELOPMENT: 'development',
  DEV: 'development',
  PRODUCTION: 'production',
  PROD: 'production',
  STAGING: 'staging',
  STAGE: 'staging',
  TEST: 'test',
  ADDITIONAL_TEST: 'additional-test',
  ADDITIONAL_TEST_ENVIRONMENT: 'additional-test',
  SERVICE_CONSOLE: 'service-console',
};

/** The type an environment's `environmentType` names (any case, spaces or underscores), or null for another one. */
export function environmentType(value: string | null | undefined): EnvironmentType | null {
  const key = (value ?? '')
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  return TYPE_BY_NAME[key] ?? null;
}

/**
 * Where an environment's console opens: its https address, unless the environment is deleted or being deleted (there
 * is nothing left to open). A failed environment keeps its link: its console is where the failure is looked into.
 * Anything but https is refused: the address comes from a service and opens in a new window.
 */
export function environmentConsoleUrl(environment: Pick<AppEnvironmentFacts, 'url' | 'lifecycleState'>): string | null {
  const status = environmentStatus(environment.lifecycleState);
  if (status === 'deleted' || status === 'deleting' || !environment.url) return null;
  try {
    const url = new URL(environment.url);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A SaaS service of the navigation tree: its label and, when the console has one, its page. */
export interface NavigationSaasService {
  text: string;
  path: string | null;
}

/**
 * The SaaS service types the navigation tree names (spec 2 §5 "those whose service type is in the navigation tree"),
 * upper-cased, each with the first item that names it.
 */
export function navigationSaasServices(items: readonly NavigationItem[]): Map<string, NavigationSaasService> {
  const services = new Map<string, NavigationSaasService>();
  for (const item of flattenNavigationItems(items)) {
    for (const type of item.saasServiceTypes ?? []) {
      const key = type.toUpperCase();
      if (services.has(key)) continue;
      const path = item.path?.startsWith('/') ? item.path : null;
      services.set(key, { text: item.text, path });
    }
  }
  return services;
}

/**
 * The app subscriptions the tab lists (spec 2 §5): classic ones and those whose service type is in the navigation
 * tree. Chosen: the tenancy's cloud credit subscription (CLOUDCM) is no application and is left out, although it is
 * classic; so is a subscription listed twice.
 */
export function appSubscriptions<T extends AppSubscriptionFacts>(
  subscriptions: readonly T[],
  navigationServiceTypes: ReadonlySet<string> | ReadonlyMap<string, unknown>
): T[] {
  const seen = new Set<string>();
  return subscriptions.filter(subscription => {
    const type = subscription.serviceName.toUpperCase();
    if (type === CLOUD_CREDIT_SERVICE_TYPE || seen.has(subscription.id)) return false;
    seen.add(subscription.id);
    return subscription.isClassicSubscription === true || navigationServiceTypes.has(type);
  });
}

/** The environments of a subscription: those whose subscriptionIds name its id or its classic subscription id. */
export function subscriptionEnvironments<T extends AppEnvironmentFacts>(
  subscription: AppSubscriptionFacts,
  environments: readonly T[]
): T[] {
  const ids = new Set([subscription.id, subscription.classicSubscriptionId].filter(id => id !== null));
  return environments.filter(environment => (environment.subscriptionIds ?? []).some(id => ids.has(id)));
}
