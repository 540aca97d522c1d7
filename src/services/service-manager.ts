import * as v from 'valibot';
import { listAll } from './call.ts';
import type { ServiceContext } from './service-context.ts';

/** Service manager proxy API version (spec 3 §7). */
export const SERVICE_MANAGER_VERSION = '20210914';

const NULLABLE_STRING = v.optional(v.nullable(v.string()));

/** A service environment of a SaaS subscription (spec 3 §3). */
export const SERVICE_ENVIRONMENT_SCHEMA = v.object({
  id: v.string(),
  subscriptionId: NULLABLE_STRING,
  status: NULLABLE_STRING,
  compartmentId: NULLABLE_STRING,
  serviceDefinition: v.optional(
    v.nullable(v.object({ type: NULLABLE_STRING, displayName: NULLABLE_STRING, shortDisplayName: NULLABLE_STRING }))
  ),
  consoleUrl: NULLABLE_STRING,
  serviceEnvironmentEndpoints: v.optional(
    v.nullable(
      v.array(v.object({ environmentType: NULLABLE_STRING, url: NULLABLE_STRING, description: NULLABLE_STRING }))
    )
  ),
});

/** A service environment. */
export type ServiceEnvironment = v.InferOutput<typeof SERVICE_ENVIRONMENT_SCHEMA>;

/** Options of ListServiceEnvironments besides the compartment (spec 3 §7). */
export interface ServiceEnvironmentListOptions {
  serviceEnvironmentId?: string | undefined;
  /** The product code, e.g. HCM. */
  serviceEnvironmentType?: string | undefined;
  displayName?: string | undefined;
  sortBy?: 'ID' | 'TIMECREATED' | undefined;
  sortOrder?: 'ASC' | 'DESC' | undefined;
  /** Page size; every page is read. */
  limit?: number | undefined;
  /** Stop after this many pages. */
  maxPages?: number | undefined;
}

/** GET /serviceEnvironments?compartmentId: the tenancy's service environments, read from `data.items` of every page. */
export function listServiceEnvironments(
  context: ServiceContext,
  compartmentId: string,
  options: ServiceEnvironmentListOptions = {}
): Promise<ServiceEnvironment[]> {
  const { maxPages, ...query } = options;
  return listAll(
    context,
    {
      service: 'service-manager',
      version: SERVICE_MANAGER_VERSION,
      operation: 'ListServiceEnvironments',
      path: '/serviceEnvironments',
      query: { compartmentId, ...query },
      required: { compartmentId },
      schema: v.object({ items: v.array(SERVICE_ENVIRONMENT_SCHEMA) }),
    },
    page => page.items,
    maxPages === undefined ? {} : { maxPages }
  );
}
