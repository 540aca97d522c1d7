import { resolveSeedTime } from '../../scenarios.ts';
import type { SeedContext } from '../cloud-service.ts';

/** Splits a display name into SCIM given and family names ("Demo User" → Demo, User). */
export function splitDisplayName(displayName: string): { givenName: string; familyName: string } {
  const words = displayName.trim().split(/\s+/);
  if (words.length < 2) return { givenName: words[0] ?? '', familyName: '' };
  return { givenName: words.slice(0, -1).join(' '), familyName: words.at(-1) ?? '' };
}

/** Seeds an identity-service profile for every scenario user. */
export async function seedIdcsProfiles({ db, scenarios, seededAt }: SeedContext): Promise<void> {
  for (const scenario of scenarios) {
    for (const user of scenario.users) {
      const { givenName, familyName } = splitDisplayName(user.description);
      await db.query(
        `insert into idcs_profiles (user_id, given_name, family_name, display_name, time_modified)
         values ($1, $2, $3, $4, $5)`,
        [user.id, givenName, familyName, user.description, resolveSeedTime(user.timeCreated, seededAt)]
      );
    }
  }
}
