// A resource as the search index holds it, and the free-text matching over it.

/** One row of the search index. */
export interface IndexedResource {
  identifier: string;
  resourceType: string;
  displayName: string;
  compartmentId: string;
  availabilityDomain: string | null;
  lifecycleState: string | null;
  timeCreated: Date;
  freeformTags: Record<string, string>;
  definedTags: Record<string, Record<string, unknown>>;
  additionalDetails: Record<string, unknown>;
}

/** A resource that matched, with its relevance and the highlighted fields (`<h1>` marks a match, as OCI does). */
export interface SearchMatch {
  resource: IndexedResource;
  score: number;
  highlights: Record<string, string[]>;
}

/** The texts of a resource free text looks at, by the field name highlights report. */
function searchableFields(resource: IndexedResource): [string, string][] {
  const fields: [string, string][] = [
    ['displayName', resource.displayName],
    ['identifier', resource.identifier],
    ['resourceType', resource.resourceType],
  ];
  if (resource.lifecycleState) fields.push(['lifecycleState', resource.lifecycleState]);
  for (const [key, value] of Object.entries(resource.freeformTags)) {
    fields.push(['freeformTags.key', key], [`freeformTags.${key}`, value]);
  }
  for (const [namespace, tags] of Object.entries(resource.definedTags)) {
    for (const [key, value] of Object.entries(tags)) fields.push([`definedTags.${namespace}.${key}`, String(value)]);
  }
  for (const [key, value] of Object.entries(resource.additionalDetails)) {
    if (typeof value === 'string' || typeof value === 'number') fields.push([key, String(value)]);
  }
  return fields;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The words of a free-text query, lower-cased. */
export function freeTextTerms(text: string): string[] {
  return [
    ...new Set(
      text
        .toLowerCase()
        .split(/\s+/)
        .filter(term => term !== '')
    ),
  ];
}

/**
 * Matches a free-text query: every word must occur (case-insensitively) in some field. The name weighs most: the
 * whole text as the name, then a name starting with it, then each word in the name; an exact OCID wins outright.
 */
export function matchFreeText(resource: IndexedResource, text: string): SearchMatch | undefined {
  const terms = freeTextTerms(text);
  if (terms.length === 0) return undefined;
  const fields = searchableFields(resource);
  let score = 0;
  for (const term of terms) {
    const hits = fields.filter(([, value]) => value.toLowerCase().includes(term));
    if (hits.length === 0) return undefined;
    for (const [field, value] of hits) {
      if (field === 'identifier' && value.toLowerCase() === term) score += 1000;
      else score += field === 'displayName' ? 10 : 2;
    }
  }
  const name = resource.displayName.toLowerCase();
  const whole = text.trim().toLowerCase();
  if (name === whole) score += 100;
  else if (name.startsWith(whole)) score += 50;

  const pattern = new RegExp(terms.map(escapeRegExp).join('|'), 'gi');
  const highlights: Record<string, string[]> = {};
  for (const [field, value] of fields) {
    if (!terms.some(term => value.toLowerCase().includes(term))) continue;
    (highlights[field] ??= []).push(value.replace(pattern, match => `<h1>${match}</h1>`));
  }
  return { resource, score, highlights };
}
