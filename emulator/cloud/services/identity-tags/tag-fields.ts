// Validation of the freeformTags and definedTags fields every OCI create and update body may carry. The identity
// providers (identity-domains) use it too.
import { invalidParameter } from '../../wire/errors.ts';

/** OCI freeform tags: `{key: value}`, both strings. */
export type FreeformTags = Record<string, string>;

/** OCI defined tags: `{namespace: {key: value}}`. */
export type DefinedTags = Record<string, Record<string, unknown>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An optional freeformTags body field; `path` names it in errors (e.g. createTagDetails.freeformTags). */
export function optionalFreeformTags(body: Record<string, unknown>, path: string): FreeformTags | undefined {
  const value = body['freeformTags'];
  if (value === undefined || value === null) return undefined;
  if (!isRecord(value) || !Object.values(value).every(entry => typeof entry === 'string')) {
    throw invalidParameter(`${path} must be an object of string values.`);
  }
  return value as FreeformTags;
}

/** An optional definedTags body field: an object of objects. */
export function optionalDefinedTags(body: Record<string, unknown>, path: string): DefinedTags | undefined {
  const value = body['definedTags'];
  if (value === undefined || value === null) return undefined;
  if (!isRecord(value) || !Object.values(value).every(isRecord)) {
    throw invalidParameter(`${path} must be an object of objects: {"namespace": {"key": "value"}}.`);
  }
  return value as DefinedTags;
}
