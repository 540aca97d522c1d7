import * as v from 'valibot';
import { isApiError } from '../http/errors.ts';
import { callService, callServiceData, pathParam } from './call.ts';
import { PERSONALIZATION_VERSION } from './personalization.ts';
import type { ServiceContext } from './service-context.ts';

// The console's own documents kept as one user preference each (personalization ListUserPreferences and
// SetUserPreference, paths chosen: docs/local-cloud-endpoints.md, module personalization). Unlike the typed
// preferences of personalization.ts, the value is any JSON the caller validates itself: a user preference is written by
// every console version and device the user has, so what comes back is never trusted.

const PREFERENCE_VALUE_SCHEMA = v.object({ name: v.string(), value: v.unknown(), timeUpdated: v.optional(v.string()) });

const PREFERENCE_LIST_SCHEMA = v.object({ items: v.array(PREFERENCE_VALUE_SCHEMA) });

/** A stored document: its value, unchecked. */
export interface PreferenceDocument {
  value: unknown;
}

/**
 * The stored value of one of the user's preferences, or null when the user never stored one. Read from the list of
 * the user's preferences (GET /users/{userId}/preferences), not by name: a name never set answers 404, which the HTTP
 * layer would retry as a failure before it could be read as "nothing stored".
 */
export async function getPreferenceDocument(
  context: ServiceContext,
  userId: string,
  name: string
): Promise<PreferenceDocument | null> {
  try {
    const { items } = await callServiceData(context, {
      service: 'personalization',
      version: PERSONALIZATION_VERSION,
      operation: 'ListUserPreferences',
      path: `/users/${pathParam(userId)}/preferences`,
      required: { userId, name },
      schema: PREFERENCE_LIST_SCHEMA,
    });
    const found = items.find(item => item.name === name);
    return found ? { value: found.value } : null;
  } catch (error) {
    // spec 2 §8's rule for the console's reads: a 404 is an empty result, here nothing stored.
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** PUT /users/{userId}/preferences/{name}: replaces the stored value (last write wins). */
export async function putPreferenceDocument(
  context: ServiceContext,
  userId: string,
  name: string,
  value: unknown
): Promise<void> {
  await callService(context, {
    service: 'personalization',
    version: PERSONALIZATION_VERSION,
    operation: 'SetUserPreference',
    method: 'PUT',
    path: `/users/${pathParam(userId)}/preferences/${pathParam(name)}`,
    body: { value },
    required: { userId, name, value },
    schema: PREFERENCE_VALUE_SCHEMA,
  });
}
