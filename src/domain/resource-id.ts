/** The longest resource identifier (spec 3 §5: under 255 characters). */
export const RESOURCE_ID_MAX_LENGTH = 254;

const PART = /^[A-Za-z0-9_-]*$/;
const LAST_PART = /^[A-Za-z0-9]+$/;

/** Why a resource identifier is not valid; null when it is. */
export type ResourceIdProblem =
  'too-long' | 'too-few-parts' | 'not-ocid1' | 'resource-type' | 'realm' | 'region' | 'characters' | 'unique-id';

/**
 * Checks a resource identifier (OCID) by the rules of spec 3 §5: under 255 characters; at least 5 parts split on dot
 * or colon; first part `ocid1`; second (resource type) up to 32 characters; third (realm) up to 15; fourth (region)
 * up to 24 and possibly empty, as in tenancy OCIDs; last (unique id) up to 60. Parts hold letters, digits, dash and
 * underscore; the last only letters and digits. The type and realm may not be empty (chosen: an OCID always names
 * both).
 */
export function resourceIdProblem(value: string): ResourceIdProblem | null {
  if (value.length > RESOURCE_ID_MAX_LENGTH) return 'too-long';
  const parts = value.split(/[.:]/);
  if (parts.length < 5) return 'too-few-parts';
  const [first, type = '', realm = '', region = ''] = parts;
  const last = parts[parts.length - 1] ?? '';
  if (first !== 'ocid1') return 'not-ocid1';
  if (type.length === 0 || type.length > 32) return 'resource-type';
  if (realm.length === 0 || realm.length > 15) return 'realm';
  if (region.length > 24) return 'region';
  if (parts.slice(1, -1).some(part => !PART.test(part))) return 'characters';
  if (last.length > 60 || !LAST_PART.test(last)) return 'unique-id';
  return null;
}

/** True for a valid resource identifier (spec 3 §5). */
export function isValidResourceId(value: string): boolean {
  return resourceIdProblem(value) === null;
}
