import type { Context } from 'hono';
import type { CloudEnv } from '../context.ts';
import { invalidParameter, missingParameter } from './errors.ts';

// Every helper names the parameter in its error, and MissingParameter also names the operation, like the SDKs'
// client-side 'Missing required parameter {name} when calling {operation}'.

/** A query parameter that must be present (an empty value counts as missing). */
export function requiredQuery(c: Context<CloudEnv>, name: string): string {
  const value = c.req.query(name);
  if (value === undefined || value === '') throw missingParameter(name, c.get('operation'));
  return value;
}

/** An optional query parameter; an empty value counts as absent. */
export function optionalQuery(c: Context<CloudEnv>, name: string): string | undefined {
  const value = c.req.query(name);
  return value === '' ? undefined : value;
}

/**
 * A required free-text query parameter (a search term), trimmed: blank counts as missing (MissingParameter naming the
 * operation), more than `maxLength` characters is an InvalidParameter.
 */
export function searchTextQuery(c: Context<CloudEnv>, name: string, maxLength: number): string {
  const text = requiredQuery(c, name).trim();
  if (text === '') throw missingParameter(name, c.get('operation'));
  // Characters, not UTF-16 units, as the console counts them (spec 1 §9): 128 emoji are not too many.
  const length = [...text].length;
  if (length > maxLength) throw invalidParameter(`${name} must be at most ${maxLength} characters, not ${length}.`);
  return text;
}

/** A `true`/`false` query parameter; `required` makes its absence a MissingParameter. */
export function booleanQuery(c: Context<CloudEnv>, name: string, required = false): boolean | undefined {
  const value = required ? requiredQuery(c, name) : optionalQuery(c, name);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw invalidParameter(`${name} must be true or false, not '${value}'.`);
  return value === 'true';
}

/** A query parameter that must be one of the given values (e.g. sortOrder ASC or DESC). */
export function enumQuery<T extends string>(
  c: Context<CloudEnv>,
  name: string,
  allowed: readonly T[],
  required = false
): T | undefined {
  const value = required ? requiredQuery(c, name) : optionalQuery(c, name);
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) {
    throw invalidParameter(`${name} must be one of ${allowed.join(', ')}, not '${value}'.`);
  }
  return value as T;
}

/** An integer query parameter within bounds. */
export function integerQuery(
  c: Context<CloudEnv>,
  name: string,
  { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER, required = false } = {}
): number | undefined {
  const value = required ? requiredQuery(c, name) : optionalQuery(c, name);
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!/^-?\d+$/.test(value) || parsed < min || parsed > max) {
    throw invalidParameter(`${name} must be an integer from ${min} to ${max}, not '${value}'.`);
  }
  return parsed;
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** An RFC 3339 date-time query parameter (e.g. 2024-03-14T10:00:00Z). */
export function dateTimeQuery(c: Context<CloudEnv>, name: string, required = false): Date | undefined {
  const value = required ? requiredQuery(c, name) : optionalQuery(c, name);
  if (value === undefined) return undefined;
  const time = Date.parse(value);
  if (!RFC3339.test(value) || Number.isNaN(time)) {
    throw invalidParameter(`${name} must be an RFC 3339 date-time, not '${value}'.`);
  }
  return new Date(time);
}

/** The JSON object body; `name` is the body parameter's name (e.g. createFeedbackDetails) for a missing body. */
export async function jsonBody(c: Context<CloudEnv>, name: string): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') throw missingParameter(name, c.get('operation'));
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidParameter(`${name} must be a JSON object; the body is not valid JSON.`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw invalidParameter(`${name} must be a JSON object.`);
  }
  return parsed as Record<string, unknown>;
}

/** A body field that must be present and a string; `path` names it in errors (e.g. details.displayName). */
export function requiredString(body: Record<string, unknown>, field: string, path = field): string {
  const value = body[field];
  if (value === undefined || value === null) throw missingParameter(path);
  if (typeof value !== 'string') throw invalidParameter(`${path} must be a string.`);
  return value;
}

/** An optional string body field. */
export function optionalString(body: Record<string, unknown>, field: string, path = field): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalidParameter(`${path} must be a string.`);
  return value;
}

/** An optional boolean body field. */
export function optionalBoolean(body: Record<string, unknown>, field: string, path = field): boolean | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw invalidParameter(`${path} must be true or false.`);
  return value;
}

/** An optional number body field. */
export function optionalNumber(body: Record<string, unknown>, field: string, path = field): number | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw invalidParameter(`${path} must be a number.`);
  return value;
}

/** A body field that must be a JSON object. */
export function requiredObject(body: Record<string, unknown>, field: string, path = field): Record<string, unknown> {
  const value = body[field];
  if (value === undefined || value === null) throw missingParameter(path);
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidParameter(`${path} must be a JSON object.`);
  return value as Record<string, unknown>;
}
