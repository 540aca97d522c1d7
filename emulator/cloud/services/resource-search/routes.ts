import type { Principal } from '../../context.ts';
import type { CloudStore } from '../../store.ts';
import { invalidParameter, notAuthorizedOrNotFound } from '../../wire/errors.ts';
import { pageArray, readPageRequest, sendPage } from '../../wire/paging.ts';
import { jsonBody, optionalQuery, optionalString, requiredString } from '../../wire/params.ts';
import type { ServiceDeps } from '../cloud-service.ts';
import type { ServiceRouter } from '../service-router.ts';
import { matchFreeText } from './indexed-resource.ts';
import type { IndexedResource, SearchMatch } from './indexed-resource.ts';
import { COMMON_FIELDS, findResourceType, SEARCH_RESOURCE_TYPES } from './resource-types.ts';
import { fieldValue, parseStructuredQuery, satisfies } from './structured-query.ts';

interface ResourceRow {
  identifier: string;
  resource_type: string;
  display_name: string;
  compartment_id: string;
  availability_domain: string | null;
  lifecycle_state: string | null;
  time_created: Date;
  freeform_tags: Record<string, string>;
  defined_tags: Record<string, Record<string, unknown>>;
  additional_details: Record<string, unknown>;
}

function toIndexed(row: ResourceRow): IndexedResource {
  return {
    identifier: row.identifier,
    resourceType: row.resource_type,
    displayName: row.display_name,
    compartmentId: row.compartment_id,
    availabilityDomain: row.availability_domain,
    lifecycleState: row.lifecycle_state,
    timeCreated: row.time_created,
    freeformTags: row.freeform_tags,
    definedTags: row.defined_tags,
    additionalDetails: row.additional_details,
  };
}

/** A ResourceSummary as the SDK models it; searchContext only when highlights were asked for. */
function toSummary(match: SearchMatch, withHighlights: boolean) {
  const { resource } = match;
  return {
    resourceType: resource.resourceType,
    identifier: resource.identifier,
    compartmentId: resource.compartmentId,
    timeCreated: resource.timeCreated.toISOString(),
    displayName: resource.displayName,
    availabilityDomain: resource.availabilityDomain,
    lifecycleState: resource.lifecycleState,
    freeformTags: resource.freeformTags,
    definedTags: resource.definedTags,
    systemTags: {},
    searchContext: withHighlights ? { highlights: match.highlights } : null,
    identityContext: {},
    additionalDetails: resource.additionalDetails,
  };
}

// Newest first, then by name: the order when relevance says nothing.
function byRecency(a: SearchMatch, b: SearchMatch): number {
  return (
    b.resource.timeCreated.getTime() - a.resource.timeCreated.getTime() ||
    a.resource.displayName.localeCompare(b.resource.displayName)
  );
}

// Equally relevant matches read best in name order.
function byRelevance(a: SearchMatch, b: SearchMatch): number {
  return b.score - a.score || a.resource.displayName.localeCompare(b.resource.displayName) || byRecency(a, b);
}

function compareValues(a: unknown, b: unknown): number {
  if (a === undefined || a === null) return b === undefined || b === null ? 0 : 1;
  if (b === undefined || b === null) return -1;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { sensitivity: 'base' });
}

/**
 * The tenancy a search covers: the one the caller acts in by default. `tenantId` may name another only when the caller
 * is an operator authorised to override into it; any other looks like a tenancy that is not there.
 */
async function searchedTenancy(store: CloudStore, principal: Principal, tenantId: string | undefined) {
  if (tenantId === undefined || tenantId === principal.tenancyId) return principal.tenancyId;
  if (await store.isOverrideAuthorized(principal.userId, tenantId)) return tenantId;
  throw notAuthorizedOrNotFound();
}

/** Search (20180409): free-text and structured search over the tenancy's resources in the region. */
export function resourceSearchRoutes({ db, store, router }: ServiceDeps): ServiceRouter {
  const api = router({ version: '20180409' });

  api.post('SearchResources', '/resources', async c => {
    const paging = readPageRequest(c, 100);
    const tenancyId = await searchedTenancy(store, c.get('principal'), optionalQuery(c, 'tenantId'));
    const details = await jsonBody(c, 'searchDetails');
    const type = requiredString(details, 'type', 'searchDetails.type');
    const context = optionalString(details, 'matchingContextType', 'searchDetails.matchingContextType') ?? 'NONE';
    if (context !== 'NONE' && context !== 'HIGHLIGHTS') {
      throw invalidParameter(`searchDetails.matchingContextType must be NONE or HIGHLIGHTS, not '${context}'.`);
    }
    // Users and compartments are global: every region's search finds them.
    const { rows } = await db.query<ResourceRow>(
      'select * from search_resources where tenancy_id = $1 and (region is null or region = $2)',
      [tenancyId, c.get('region') ?? '']
    );
    const resources = rows.map(toIndexed);

    let matches: SearchMatch[];
    let highlighted = false;
    if (type === 'FreeText') {
      const text = requiredString(details, 'text', 'searchDetails.text');
      matches = resources
        .map(resource => matchFreeText(resource, text))
        .filter(match => match !== undefined)
        .sort(byRelevance);
      highlighted = context === 'HIGHLIGHTS';
    } else if (type === 'Structured') {
      const query = parseStructuredQuery(requiredString(details, 'query', 'searchDetails.query'));
      const candidates = resources.filter(
        resource =>
          (query.types === undefined || query.types.includes(resource.resourceType)) &&
          (query.where === undefined || satisfies(resource, query.where))
      );
      if (query.matching !== undefined) {
        const text = query.matching;
        matches = candidates
          .map(resource => matchFreeText(resource, text))
          .filter(match => match !== undefined)
          .sort(byRelevance);
        highlighted = context === 'HIGHLIGHTS';
      } else {
        matches = candidates.map(resource => ({ resource, score: 0, highlights: {} })).sort(byRecency);
      }
      const { sort } = query;
      if (sort) {
        const direction = sort.order === 'desc' ? -1 : 1;
        matches.sort(
          (a, b) =>
            direction * compareValues(fieldValue(a.resource, sort.field), fieldValue(b.resource, sort.field)) ||
            a.resource.identifier.localeCompare(b.resource.identifier)
        );
      }
    } else {
      throw invalidParameter(`searchDetails.type must be FreeText or Structured, not '${type}'.`);
    }
    return sendPage(c, pageArray(matches, paging), items => ({
      items: items.map(match => toSummary(match, highlighted)),
    }));
  });

  const describe = (type: (typeof SEARCH_RESOURCE_TYPES)[number]) => ({
    name: type.name,
    fields: [...COMMON_FIELDS, ...type.fields],
  });

  api.get('ListResourceTypes', '/resourceTypes', c =>
    sendPage(c, pageArray(SEARCH_RESOURCE_TYPES.map(describe), readPageRequest(c, 100)))
  );

  api.get('GetResourceType', '/resourceTypes/:name', c => {
    const type = findResourceType(c.req.param('name'));
    if (!type) throw notAuthorizedOrNotFound();
    return c.json(describe(type));
  });

  return api;
}
