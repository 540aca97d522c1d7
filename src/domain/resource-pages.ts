import { longestPluginPrefix } from '../router/route-table.ts';

/*
 * Where a resource found by search opens (issue 13): its page in the plugin that owns its type, when the route
 * registry has that plugin, else its details on the search results page. The console paths of each type are not
 * shown in the spec: chosen after the provider's own console paths.
 */

/** What a search result says about a resource; the fields `ResourceSummary` has. */
export interface ResourceRef {
  resourceType: string;
  identifier: string;
  displayName?: string | null;
  additionalDetails?: Record<string, unknown> | null;
}

/** The query parameter of the search results page that names the resource whose details it shows. */
export const RESOURCE_DETAILS_PARAM = 'resource';

function detail(resource: ResourceRef, name: string): string | undefined {
  const value = resource.additionalDetails?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

const PAGES: Readonly<Record<string, (resource: ResourceRef, id: string) => string | undefined>> = {
  Instance: (_, id) => `/compute/instances/${id}`,
  Vcn: (_, id) => `/networking/vcns/${id}`,
  Subnet: (resource, id) => {
    const vcn = detail(resource, 'vcnId');
    return vcn ? `/networking/vcns/${encodeURIComponent(vcn)}/subnets/${id}` : undefined;
  },
  Bucket: resource => {
    const namespace = detail(resource, 'namespace');
    const name = resource.displayName;
    return namespace && name
      ? `/object-storage/buckets/${encodeURIComponent(namespace)}/${encodeURIComponent(name)}/objects`
      : undefined;
  },
  Volume: (_, id) => `/block-storage/volumes/${id}`,
  AutonomousDatabase: (_, id) => `/db/adbs/${id}`,
  LoadBalancer: (_, id) => `/networking/load-balancers/lb/${id}`,
  User: (_, id) => `/identity/users/${id}`,
  Compartment: (_, id) => `/identity/compartments/${id}`,
  OrmStack: (_, id) => `/resourcemanager/stacks/${id}`,
};

/** The search results page showing `identifier`'s details. */
export function resourceDetailsPath(identifier: string): string {
  return `/search?${new URLSearchParams({ [RESOURCE_DETAILS_PARAM]: identifier }).toString()}`;
}

/**
 * The console path a resource opens: its plugin page when a registered plugin prefix covers it, else its details on
 * the search results page.
 */
export function resourcePagePath(resource: ResourceRef, pluginPrefixes: readonly string[]): string {
  const page = PAGES[resource.resourceType]?.(resource, encodeURIComponent(resource.identifier));
  if (page !== undefined && longestPluginPrefix(page, pluginPrefixes) !== undefined) return page;
  return resourceDetailsPath(resource.identifier);
}
