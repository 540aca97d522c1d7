import * as v from 'valibot';
import { listAll } from './call.ts';
import type { ServiceContext } from './service-context.ts';

/** HeatWave registrations API version; spec 3 §7 writes the path as /20210301/registrations. */
export const HEATWAVE_VERSION = '20210301';

/** Registration lifecycle states (the general OCI set, spec 3 §9). */
export const REGISTRATION_LIFECYCLE_STATES = [
  'CREATING',
  'ACTIVE',
  'UPDATING',
  'DELETING',
  'DELETED',
  'FAILED',
] as const;

/** A MySQL HeatWave on AWS registration of a tenancy. */
export const REGISTRATION_SCHEMA = v.object({
  id: v.string(),
  compartmentId: v.nullish(v.string()),
  tenantId: v.nullish(v.string()),
  tenantName: v.nullish(v.string()),
  /** The console's HeatWave program (spec 2 §3: default or mysqldsaws). */
  program: v.nullish(v.string()),
  awsAccountId: v.nullish(v.string()),
  lifecycleState: v.string(),
  lifecycleDetails: v.nullish(v.string()),
  timeCreated: v.nullish(v.string()),
  timeUpdated: v.nullish(v.string()),
});

/** A HeatWave registration. */
export type Registration = v.InferOutput<typeof REGISTRATION_SCHEMA>;

/** One page of GET /registrations. */
export const REGISTRATION_COLLECTION_SCHEMA = v.object({ items: v.array(REGISTRATION_SCHEMA) });

/** Query of GET /registrations (spec 3 §7: compartmentId required). */
export interface ListRegistrationsParams {
  compartmentId: string;
  lifecycleState?: (typeof REGISTRATION_LIFECYCLE_STATES)[number];
  tenantId?: string;
  tenantName?: string;
  id?: string;
  limit?: number;
  sortOrder?: 'ASC' | 'DESC';
  sortBy?: 'timeCreated' | 'tenantName';
}

/** GET /registrations over every page. */
export function listRegistrations(context: ServiceContext, params: ListRegistrationsParams): Promise<Registration[]> {
  const { compartmentId, ...filters } = params;
  return listAll(
    context,
    {
      service: 'heatwave',
      version: HEATWAVE_VERSION,
      operation: 'ListRegistrations',
      path: '/registrations',
      query: { compartmentId, ...filters },
      required: { compartmentId },
      schema: REGISTRATION_COLLECTION_SCHEMA,
    },
    page => page.items
  );
}
