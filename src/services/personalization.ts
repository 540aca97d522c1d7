import * as v from 'valibot';
import { callService, callServiceData, pathParam } from './call.ts';
import type { ServiceContext } from './service-context.ts';

// Personalization (spec 3 §7: "get preferences, set user preference, set tenancy preference (boolean value 'true'
// for trial terms). Paths not shown."). The paths are the local cloud's choice: docs/local-cloud-endpoints.md,
// module personalization.

/** Personalization API version (spec 3 §7). */
export const PERSONALIZATION_VERSION = '20180827';

const SERVICE = 'personalization';

/** Guided tour status (spec 3 §4). */
export const TOUR_STATUSES = ['NOTSTARTED', 'INPROGRESS', 'COMPLETED'] as const;

/** Console settings flyout state (spec 3 §4). */
export const CONSOLE_SETTINGS_STATES = ['open', 'close'] as const;

/** The time zone preference (spec 3 §3). */
export const TIME_ZONE_PREFERENCE_SCHEMA = v.object({
  preferredTimeZone: v.string(),
  activeTimeZone: v.string(),
});

/** The time zone preference. */
export type TimeZonePreference = v.InferOutput<typeof TIME_ZONE_PREFERENCE_SCHEMA>;

/**
 * The persona preference (spec 3 §3): the chosen personas keyed by language, whether the persona prompt was
 * dismissed and the console settings flyout state.
 */
export interface UserPersona {
  isDismissed?: boolean;
  consoleSettings?: (typeof CONSOLE_SETTINGS_STATES)[number];
  /** The personas chosen, keyed by language (e.g. `en: ['cloud-native-developer']`; the ids of src/domain/personas.ts). */
  [language: string]: readonly string[] | boolean | string | undefined;
}

const USER_PERSONA_SCHEMA = v.pipe(
  v.objectWithRest(
    {
      isDismissed: v.optional(v.boolean()),
      consoleSettings: v.optional(v.picklist(CONSOLE_SETTINGS_STATES)),
    },
    v.array(v.string())
  ),
  v.transform((persona): UserPersona => ({ ...persona }) as UserPersona)
);

/** One guided tour's progress. */
export const TOUR_STATUS_SCHEMA = v.object({
  key: v.string(),
  status: v.picklist(TOUR_STATUSES),
  date: v.optional(v.string()),
});

/** The guided journey preference (spec 3 §3). */
export const GUIDED_JOURNEY_PERSONA_SCHEMA = v.object({
  initialDialogShown: v.optional(v.boolean()),
  showChecklist: v.optional(v.boolean()),
  minimizeChecklist: v.optional(v.boolean()),
  eligibleFor60DaysDialog: v.optional(v.boolean()),
  shown60DaysDialog: v.optional(v.boolean()),
  tourStatus: v.optional(v.array(TOUR_STATUS_SCHEMA), []),
});

/** The guided journey preference. */
export type GuidedJourneyPersona = v.InferOutput<typeof GUIDED_JOURNEY_PERSONA_SCHEMA>;

// A preference set as the string 'true' (the trial terms, spec 3 §7) reads as true.
const FLAG = v.union([
  v.boolean(),
  v.pipe(
    v.picklist(['true', 'false']),
    v.transform(value => value === 'true')
  ),
]);

/**
 * GetPreferences: the user's preferences merged with the tenancy's (spec 3 §3 Preferences), plus the raw tenancy
 * preferences (the SE trial reads whether the tenancy accepted the terms). The service's own
 * `canManageTenancyPreferences` is not read: the console decides that by a write attempt (spec 3 §5).
 */
export const PREFERENCES_SCHEMA = v.object({
  language: v.string(),
  isDefaultLanguage: v.optional(v.boolean(), true),
  shouldContactForUsablity: v.optional(v.nullable(FLAG), null),
  userPersona: v.optional(v.nullable(USER_PERSONA_SCHEMA), null),
  /** Seconds (spec 1 §3: "tenancy session inactivity limit in seconds"). */
  sessionInactivityLimitTime: v.optional(v.nullable(v.number()), null),
  timeZone: v.optional(v.nullable(TIME_ZONE_PREFERENCE_SCHEMA), null),
  SETrialTermsAccepted: v.optional(FLAG, false),
  guidedJourneyPersona: v.optional(v.nullable(GUIDED_JOURNEY_PERSONA_SCHEMA), null),
  tenancyPreferences: v.optional(v.record(v.string(), v.unknown()), {}),
});

/** The preferences as the service answers them. */
export type PreferencesResponse = v.InferOutput<typeof PREFERENCES_SCHEMA>;

/** User-level preferences and their values (spec 3 §6: language, persona, timezone, contact-for-usability, guided journey; and the SE trial agreement, spec 3 §9). */
export interface UserPreferenceValues {
  /** A BCP 47 locale tag. */
  language: string;
  userPersona: UserPersona;
  timeZone: TimeZonePreference;
  shouldContactForUsablity: boolean;
  guidedJourneyPersona: GuidedJourneyPersona;
  SETrialTermsAccepted: boolean;
}

/** A user-level preference name. */
export type UserPreferenceName = keyof UserPreferenceValues;

/** Tenancy-level preferences and their values (spec 3 §6: session inactivity limit and trial terms). */
export interface TenancyPreferenceValues {
  /** Seconds (spec 1 §7: "Set tenancy preference with session inactivity seconds"), 60 to 86400. */
  sessionInactivityLimitTime: number;
  /** The trial terms are recorded as the string 'true' (spec 3 §7). */
  SETrialTermsAccepted: 'true';
}

/** A tenancy-level preference name. */
export type TenancyPreferenceName = keyof TenancyPreferenceValues;

/**
 * The tenancy preference the console writes to find out whether the user may manage tenancy preferences (spec 3
 * §5). Not shown: chosen as a console-owned name that means nothing else, written with the same value each time, so
 * the probe never changes a setting a user sees.
 */
export const TENANCY_PROBE_PREFERENCE = 'consoleTenancyPreferencesProbe';

/** A preference as a write answers it. */
export const PREFERENCE_SCHEMA = v.object({
  name: v.string(),
  value: v.unknown(),
  timeUpdated: v.optional(v.string()),
});

/** A written preference and its new etag. */
export interface SavedPreference extends v.InferOutput<typeof PREFERENCE_SCHEMA> {
  etag: string | undefined;
}

/** GET /preferences: the signed-in user's preferences, merged with the tenancy's. */
export function getPreferences(context: ServiceContext): Promise<PreferencesResponse> {
  return callServiceData(context, {
    service: SERVICE,
    version: PERSONALIZATION_VERSION,
    operation: 'GetPreferences',
    path: '/preferences',
    schema: PREFERENCES_SCHEMA,
  });
}

/** Options of a preference write. */
export interface SetPreferenceOptions {
  /** The etag the preference had when read; a stale one fails with 412. */
  ifMatch?: string;
}

async function putPreference(
  context: ServiceContext,
  operation: 'SetUserPreference' | 'SetTenancyPreference',
  path: string,
  required: Record<string, unknown>,
  value: unknown,
  options: SetPreferenceOptions
): Promise<SavedPreference> {
  const response = await callService(context, {
    service: SERVICE,
    version: PERSONALIZATION_VERSION,
    operation,
    method: 'PUT',
    path,
    body: { value },
    required: { ...required, value },
    ...(options.ifMatch === undefined ? {} : { ifMatch: options.ifMatch }),
    schema: PREFERENCE_SCHEMA,
  });
  return { ...response.data, etag: response.headers.etag };
}

/** PUT /users/{userId}/preferences/{name}: sets one of the user's preferences. */
export function setUserPreference<K extends UserPreferenceName>(
  context: ServiceContext,
  userId: string,
  name: K,
  value: UserPreferenceValues[K],
  options: SetPreferenceOptions = {}
): Promise<SavedPreference> {
  return putPreference(
    context,
    'SetUserPreference',
    `/users/${pathParam(userId)}/preferences/${pathParam(name)}`,
    { userId, name },
    value,
    options
  );
}

/** PUT /tenancies/{tenancyId}/preferences/{name}: sets one of the tenancy's preferences (administrators only). */
export function setTenancyPreference<K extends TenancyPreferenceName>(
  context: ServiceContext,
  tenancyId: string,
  name: K,
  value: TenancyPreferenceValues[K],
  options: SetPreferenceOptions = {}
): Promise<SavedPreference> {
  return putPreference(
    context,
    'SetTenancyPreference',
    `/tenancies/${pathParam(tenancyId)}/preferences/${pathParam(name)}`,
    { tenancyId, name },
    value,
    options
  );
}

/**
 * The write attempt that decides whether the user may manage tenancy preferences (spec 3 §5): sets
 * TENANCY_PROBE_PREFERENCE to true. Resolves when the write succeeded; rejects with the ApiError otherwise.
 */
export async function probeTenancyPreferences(context: ServiceContext, tenancyId: string): Promise<void> {
  await putPreference(
    context,
    'SetTenancyPreference',
    `/tenancies/${pathParam(tenancyId)}/preferences/${TENANCY_PROBE_PREFERENCE}`,
    { tenancyId },
    true,
    {}
  );
}
