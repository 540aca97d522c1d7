import type { Context } from 'hono';
import type { CloudEnv } from '../../context.ts';
import { checkIfMatch, sendWithEtag } from '../../wire/etag.ts';
import { invalidParameter, missingParameter, notAuthorizedOrNotFound, preconditionFailed } from '../../wire/errors.ts';
import { jsonBody } from '../../wire/params.ts';
import type { ServiceDeps } from '../cloud-service.ts';
import type { ServiceRouter } from '../service-router.ts';

type Scope = 'USER' | 'TENANCY';

interface PreferenceRow {
  scope: Scope;
  owner_id: string;
  name: string;
  value: unknown;
  time_updated: Date;
}

const NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;
const LANGUAGE = /^[a-z]{2,3}([-_][A-Za-z0-9]{2,4}){0,2}$/;
const MAX_VALUE_BYTES = 16 * 1024;

// Any zone the platform's Intl resolves: browsers list some zones by their older names (Chromium's list has
// Asia/Calcutta where Node's has Asia/Kolkata), and both are IANA names the console may send.
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.length <= 64;
  } catch {
    return false;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkTimeZone(value: unknown, path: string): void {
  if (typeof value !== 'string' || !isTimeZone(value)) {
    throw invalidParameter(`${path} must be an IANA time zone such as Europe/Berlin or UTC.`);
  }
}

/** Checks the values whose shape the console relies on; other names take any JSON value. */
function checkValue(name: string, value: unknown): void {
  const path = 'preferenceDetails.value';
  switch (name) {
    case 'language':
      if (typeof value !== 'string' || !LANGUAGE.test(value)) throw invalidParameter(`${path} must be a language tag.`);
      return;
    case 'timeZone':
      if (!isRecord(value)) throw invalidParameter(`${path} must be {preferredTimeZone, activeTimeZone}.`);
      checkTimeZone(value['preferredTimeZone'], `${path}.preferredTimeZone`);
      if (value['activeTimeZone'] !== undefined) checkTimeZone(value['activeTimeZone'], `${path}.activeTimeZone`);
      return;
    case 'sessionInactivityLimitTime':
      // Seconds (spec 1 §3, §7: "Set tenancy preference with session inactivity seconds"), a minute to a day.
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 60 || value > 24 * 60 * 60) {
        throw invalidParameter(`${path} must be a whole number of seconds from 60 to 86400.`);
      }
      return;
    case 'SETrialTermsAccepted':
    case 'shouldContactForUsablity':
      // The console sends the trial terms flag as the string 'true' (spec 3 §7); a JSON boolean is fine too.
      if (typeof value !== 'boolean' && value !== 'true' && value !== 'false') {
        throw invalidParameter(`${path} must be true or false.`);
      }
      return;
    case 'userPersona':
    case 'guidedJourneyPersona':
      if (!isRecord(value)) throw invalidParameter(`${path} must be a JSON object.`);
      return;
    default:
      if (JSON.stringify(value).length > MAX_VALUE_BYTES) {
        throw invalidParameter(`${path} must be at most ${MAX_VALUE_BYTES} bytes of JSON.`);
      }
  }
}

function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}

function toPreference(row: PreferenceRow) {
  return { name: row.name, value: row.value, timeUpdated: row.time_updated.toISOString() };
}

/** Personalization (20180827): effective preferences, and user and tenancy preferences one name at a time. */
export function personalizationRoutes({ db, store, now, router }: ServiceDeps): ServiceRouter {
  const api = router({ version: '20180827' });

  const rowsOf = async (scope: Scope, ownerId: string) => {
    const { rows } = await db.query<PreferenceRow>(
      'select * from personalization_preferences where scope = $1 and owner_id = $2 order by name',
      [scope, ownerId]
    );
    return rows;
  };

  const load = async (scope: Scope, ownerId: string): Promise<Record<string, unknown>> =>
    Object.fromEntries((await rowsOf(scope, ownerId)).map(row => [row.name, row.value]));

  const find = async (scope: Scope, ownerId: string, name: string) => {
    const { rows } = await db.query<PreferenceRow>(
      'select * from personalization_preferences where scope = $1 and owner_id = $2 and name = $3',
      [scope, ownerId, name]
    );
    return rows[0];
  };

  // An operator acting in another tenancy by override reads its preferences but may not change them.
  const canManageTenancy = (c: Context<CloudEnv>) => c.get('principal').overrideFrom === null;

  const set = async (c: Context<CloudEnv>, scope: Scope, ownerId: string) => {
    const name = c.req.param('preferenceName') ?? '';
    if (!NAME.test(name)) throw invalidParameter(`preferenceName '${name}' must be 1 to 64 letters, digits, . _ or -.`);
    const current = await find(scope, ownerId, name);
    // A preference never set has no etag, so only `*` or no if-match may create it.
    if (current) checkIfMatch(c, toPreference(current));
    else if (c.req.header('if-match') !== undefined && c.req.header('if-match')?.trim() !== '*') {
      throw preconditionFailed(`The preference '${name}' is not set, so no etag can match it.`);
    }
    const details = await jsonBody(c, 'preferenceDetails');
    if (!('value' in details) || details['value'] === null) {
      throw missingParameter('preferenceDetails.value', c.get('operation'));
    }
    checkValue(name, details['value']);
    const { rows } = await db.query<PreferenceRow>(
      `insert into personalization_preferences (scope, owner_id, tenancy_id, name, value, time_updated)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (scope, owner_id, name) do update set value = excluded.value, time_updated = excluded.time_updated
       returning *`,
      [scope, ownerId, c.get('principal').tenancyId, name, JSON.stringify(details['value']), now()]
    );
    const [row] = rows;
    if (!row) throw new Error('upsert returned no row');
    return sendWithEtag(c, toPreference(row));
  };

  const get = async (c: Context<CloudEnv>, scope: Scope, ownerId: string) => {
    const row = await find(scope, ownerId, c.req.param('preferenceName') ?? '');
    if (!row) throw notAuthorizedOrNotFound();
    return sendWithEtag(c, toPreference(row));
  };

  const ownUser = (c: Context<CloudEnv>) => {
    const userId = c.req.param('userId') ?? '';
    if (userId !== c.get('principal').userId) throw notAuthorizedOrNotFound();
    return userId;
  };

  const ownTenancy = (c: Context<CloudEnv>) => {
    const tenancyId = c.req.param('tenancyId') ?? '';
    if (tenancyId !== c.get('principal').tenancyId) throw notAuthorizedOrNotFound();
    return tenancyId;
  };

  // Paths not shown in the spec ("get preferences"): one call answering the preferences the console keeps, merged.
  api.get('GetPreferences', '/preferences', async c => {
    const { userId, tenancyId } = c.get('principal');
    const user = await load('USER', userId);
    const tenancy = await load('TENANCY', tenancyId);
    const account = await store.findUser(userId);
    const language = typeof user['language'] === 'string' ? user['language'] : (account?.language ?? 'en');
    const zone = isRecord(user['timeZone']) ? user['timeZone'] : { preferredTimeZone: 'UTC', activeTimeZone: 'UTC' };
    return sendWithEtag(c, {
      language,
      isDefaultLanguage: user['language'] === undefined,
      shouldContactForUsablity: user['shouldContactForUsablity'] ?? null,
      userPersona: user['userPersona'] ?? null,
      sessionInactivityLimitTime: user['sessionInactivityLimitTime'] ?? tenancy['sessionInactivityLimitTime'] ?? null,
      timeZone: zone,
      SETrialTermsAccepted: isTrue(user['SETrialTermsAccepted']),
      guidedJourneyPersona: user['guidedJourneyPersona'] ?? null,
      canManageTenancyPreferences: canManageTenancy(c),
      userPreferences: user,
      tenancyPreferences: tenancy,
    });
  });

  api.get('ListUserPreferences', '/users/:userId/preferences', async c =>
    c.json({ items: (await rowsOf('USER', ownUser(c))).map(toPreference) })
  );
  api.get('GetUserPreference', '/users/:userId/preferences/:preferenceName', async c => get(c, 'USER', ownUser(c)));
  api.put('SetUserPreference', '/users/:userId/preferences/:preferenceName', async c => set(c, 'USER', ownUser(c)));

  api.get('ListTenancyPreferences', '/tenancies/:tenancyId/preferences', async c =>
    c.json({ items: (await rowsOf('TENANCY', ownTenancy(c))).map(toPreference) })
  );
  api.get('GetTenancyPreference', '/tenancies/:tenancyId/preferences/:preferenceName', async c =>
    get(c, 'TENANCY', ownTenancy(c))
  );
  api.put('SetTenancyPreference', '/tenancies/:tenancyId/preferences/:preferenceName', async c => {
    const tenancyId = ownTenancy(c);
    if (!canManageTenancy(c)) throw notAuthorizedOrNotFound();
    return set(c, 'TENANCY', tenancyId);
  });

  return api;
}
