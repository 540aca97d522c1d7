import * as v from 'valibot';
import { CONSOLE_CONFIG } from '../config.ts';
import type { StatusComponentFacts } from '../domain/right-rail.ts';
import { fetchJson } from '../http/api-client.ts';
import type { EndpointConfig } from '../http/endpoints.ts';
import { serviceHealthUrl, type ServiceHealthOptions } from './service-health.ts';
import { wellFormed } from './well-formed.ts';

// The status page's components (the right rail's OCI status panel): the same public document as the service health
// report (service-health.ts), read for its Statuspage `components`. A module of its own so that what only Home's rail
// needs stays out of the start-up path, which carries service-health.ts for the banners.

const LOG_SOURCE = 'service-health';

/** One component of the status page (Statuspage `components`; `region` is the provider's addition). */
export const STATUS_COMPONENT_SCHEMA = v.object({
  id: v.string(),
  name: v.string(),
  status: v.string(),
  group: v.nullish(v.boolean(), false),
  group_id: v.nullish(v.string(), null),
  region: v.nullish(v.string(), null),
});

/** The status document as the components reader needs it: only the component list is required. */
export const STATUS_COMPONENTS_DOCUMENT_SCHEMA = v.looseObject({
  page: v.optional(v.looseObject({ url: v.optional(v.nullable(v.string())) })),
  components: v.array(v.unknown()),
});

/** The status page's components and its address. */
export interface StatusComponents {
  /** The status page's address; null when it names none or one that is not a web address. */
  statusPageUrl: string | null;
  components: StatusComponentFacts[];
}

/**
 * GETs the status page's components (the same public document as the health report): one group per region and its
 * services. A malformed component is dropped with a warning; a document without components is MalformedResponse.
 */
export async function getStatusComponents(
  config: EndpointConfig = CONSOLE_CONFIG,
  options: ServiceHealthOptions = {}
): Promise<StatusComponents> {
  const document = await fetchJson(serviceHealthUrl(config), {
    ...options,
    operation: 'GetStatusComponents',
    schema: STATUS_COMPONENTS_DOCUMENT_SCHEMA,
  });
  const components = wellFormed(STATUS_COMPONENT_SCHEMA, document.components, 'status components', LOG_SOURCE).map(
    component => ({
      id: component.id,
      name: component.name,
      status: component.status,
      group: component.group,
      groupId: component.group_id,
      region: component.region,
    })
  );
  // The address becomes a link: only a web address, never a javascript: one from the document.
  const url = document.page?.url ?? null;
  return { statusPageUrl: url && /^https?:\/\/\S+$/i.test(url) ? url : null, components };
}
