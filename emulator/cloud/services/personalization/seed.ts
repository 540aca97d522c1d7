import type { Transaction } from '@electric-sql/pglite';
import { resolveSeedTime } from '../../scenarios.ts';
import type { SeedContext } from '../cloud-service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const TIME_ZONES: Record<string, string> = {
  US: 'America/New_York',
  DE: 'Europe/Berlin',
  GB: 'Europe/London',
  FR: 'Europe/Paris',
};
const LANGUAGES: Record<string, string> = { DE: 'de', FR: 'fr' };

// Tenancy-wide session limits (minutes) an administrator set: strict for the production control plane.
// Seconds (spec 1 §3: "tenancy session inactivity limit in seconds"): an hour, and a quarter of an hour in production.
const SESSION_LIMITS: Record<string, number> = { 'paid-payg': 3600, 'operator-production': 900 };

async function put(
  db: Transaction,
  scope: 'USER' | 'TENANCY',
  ownerId: string,
  tenancyId: string,
  name: string,
  value: unknown,
  at: Date
): Promise<void> {
  await db.query(
    `insert into personalization_preferences (scope, owner_id, tenancy_id, name, value, time_updated)
     values ($1, $2, $3, $4, $5, $6)`,
    [scope, ownerId, tenancyId, name, JSON.stringify(value), at]
  );
}

/**
 * Seeds preferences as the scenarios' users would have left them: language and time zone from the customer's
 * country, persona and guided-journey state once an account is older than its first days, the SE-trial agreement
 * where it was given, and tenancy session limits where an administrator set one.
 */
export async function seedPreferences({ db, scenarios, seededAt }: SeedContext): Promise<void> {
  for (const scenario of scenarios) {
    const country = scenario.customerCountryCode ?? '';
    const created = resolveSeedTime(scenario.timeCreated, seededAt);
    const ageDays = (seededAt.getTime() - created.getTime()) / DAY_MS;
    for (const user of scenario.users) {
      const at = resolveSeedTime(user.timeCreated, seededAt);
      const zone = TIME_ZONES[country];
      if (zone)
        await put(db, 'USER', user.id, scenario.id, 'timeZone', { preferredTimeZone: zone, activeTimeZone: zone }, at);
      const language = LANGUAGES[country];
      if (language) await put(db, 'USER', user.id, scenario.id, 'language', language, at);
      // Brand-new accounts (SE trials a day or two old) have not answered the persona or tour prompts yet.
      if (ageDays > 3) {
        await put(
          db,
          'USER',
          user.id,
          scenario.id,
          'userPersona',
          { [language ?? 'en']: ['cloud-native-developer'], isDismissed: true, consoleSettings: 'close' },
          at
        );
        const newAccount = ageDays <= 60 || user.checklistKept === true;
        await put(
          db,
          'USER',
          user.id,
          scenario.id,
          'guidedJourneyPersona',
          {
            initialDialogShown: true,
            showChecklist: newAccount,
            minimizeChecklist: !newAccount,
            eligibleFor60DaysDialog: newAccount,
            shown60DaysDialog: !newAccount,
            tourStatus: [{ key: 'homepage', status: newAccount ? 'INPROGRESS' : 'COMPLETED', date: at.toISOString() }],
          },
          at
        );
        await put(db, 'USER', user.id, scenario.id, 'shouldContactForUsablity', false, at);
      }
      if (scenario.seTrial?.termsAccepted) {
        await put(db, 'USER', user.id, scenario.id, 'SETrialTermsAccepted', true, at);
      }
    }
    if (scenario.seTrial?.termsAccepted) {
      await put(db, 'TENANCY', scenario.id, scenario.id, 'SETrialTermsAccepted', 'true', created);
    }
    const limit = SESSION_LIMITS[scenario.key];
    if (limit !== undefined) {
      await put(db, 'TENANCY', scenario.id, scenario.id, 'sessionInactivityLimitTime', limit, created);
    }
  }
}
