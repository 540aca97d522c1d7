import * as v from 'valibot';
import { listAllOrEmpty } from './not-found-as-empty.ts';
import type { ServiceContext } from './service-context.ts';

/** Applisting API version (spec 2 §7). */
export const APPLISTING_VERSION = '20210921';

/** Page size of the environments list (spec 2 §9). */
export const ENVIRONMENTS_PAGE_SIZE = 100;

/** At most this many pages of environments are read (spec 2 §9). */
export const ENVIRONMENTS_MAX_PAGES = 20;

/** Lifecycle states of an application environment (spec 2 §3). */
export const ENVIRONMENT_LIFECYCLE_STATES = ['Active', 'Deleted', 'Failed', 'Deleting'] as const;

/** An application environment (spec 2 §3, App environment). */
export const APP_ENVIRONMENT_SCHEMA = v.object({
  id: v.string(),
  compartmentId: v.string(),
  displayName: v.string(),
  environmentType: v.nullish(v.string()),
  serviceType: v.nullish(v.string()),
  region: v.nullish(v.string()),
  url: v.nullish(v.string()),
  subscriptionIds: v.optional(v.array(v.string()), () => []),
  // A string, not the enum: a state the console does not know must not make the list malformed.
  lifecycleState: v.string(),
  lifecycleDetails: v.nullish(v.string()),
  timeCreated: v.nullish(v.string()),
});

/** An application environment. */
export type AppEnvironment = v.InferOutput<typeof APP_ENVIRONMENT_SCHEMA>;

/** One page of GET /environments. */
export const APP_ENVIRONMENT_COLLECTION_SCHEMA = v.object({ items: v.array(APP_ENVIRONMENT_SCHEMA) });

/** Query of GET /environments (spec 3 §7: compartmentId and accessLevel required). */
export interface ListEnvironmentsParams {
  compartmentId: string;
  accessLevel: 'ANY' | 'ACCESSIBLE';
  lifecycleState?: (typeof ENVIRONMENT_LIFECYCLE_STATES)[number];
  /** Page size; 100 unless given. */
  limit?: number;
  /** Pages read at most; 20 unless given. */
  maxPages?: number;
}

/**
 * GET /environments over up to 20 pages of 100 (spec 2 §7, §9). A 404 is an empty list (spec 2 §8); other failures
 * reject.
 */
export function listEnvironments(context: ServiceContext, params: ListEnvironmentsParams): Promise<AppEnvironment[]> {
  const { compartmentId, accessLevel, lifecycleState, limit = ENVIRONMENTS_PAGE_SIZE } = params;
  return listAllOrEmpty(
    context,
    {
      service: 'applisting',
      version: APPLISTING_VERSION,
      operation: 'ListEnvironments',
      path: '/environments',
      query: { compartmentId, accessLevel, lifecycleState, limit },
      required: { compartmentId, accessLevel },
      schema: APP_ENVIRONMENT_COLLECTION_SCHEMA,
    },
    page => page.items,
    { maxPages: params.maxPages ?? ENVIRONMENTS_MAX_PAGES }
  );
}
