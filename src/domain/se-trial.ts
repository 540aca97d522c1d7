// The Solutions-Engineer trial terms (spec 2 §2 Trial terms page, §4, §5; spec 3 §5, §6, SE trial profile). Pure: the
// store (stores/se-trial.ts) gathers the facts and writes what these rules decide.

/** The agreement's profile properties (spec 2 §3, spec 3 SE trial profile): the user's e-mail and the ISO time. */
export const SE_TRIAL_PROPERTIES = { acceptedBy: 'accepted-by', acceptedOn: 'accepted-on' } as const;

/** Their mode (spec 2 §3: "both have mode CUSTOMER_READ"). */
export const SE_TRIAL_PROPERTY_MODE = 'CUSTOMER_READ';

/** Seconds the missing-country error screen counts down before it signs the user out (spec 2 §4, §9: 10 s). */
export const SE_TRIAL_COUNTDOWN_SECONDS = 10;

/** Why no terms are required; the order is the order the rule checks (spec 2 §4 "Terms required is false when"). */
export type SeTrialExemption =
  | 'not-se-trial'
  | 'intent-to-pay'
  | 'disconnected'
  | 'overridden'
  | 'no-email'
  | 'company-email'
  | 'user-preference'
  | 'tenancy-preference'
  | 'profile';

/** What decides whether the terms are required. */
export interface SeTrialFacts {
  /** The CLOUDCM entitlement says SE-TRIAL with intent to pay not Y (stores/purchase-entitlements.ts isSETrial). */
  isSETrial: boolean;
  /** Intent to pay: the account info's, or the entitlement promotion's. */
  intentToPay: boolean;
  /** A disconnected region (the realm's configuration). */
  disconnected: boolean;
  /** An operator's (BOAT) tenancy override. */
  overridden: boolean;
  /** The user's e-mail; null or empty when the user has none. */
  email: string | null;
  /** The e-mail is a company one (an employee). */
  hasCompanyEmail: boolean;
  /** The user's SETrialTermsAccepted preference. */
  userPreferenceAccepted: boolean;
  /** The tenancy's SETrialTermsAccepted preference. */
  tenancyPreferenceAccepted: boolean;
  /** Which of the agreement's properties the commercial profile already holds. */
  profileAgreement: ProfileAgreement;
}

/**
 * Why the terms are not required, or null when they are (spec 2 §4, spec 3 §5, §6): not an SE trial; intent to pay;
 * a disconnected region; an operator-overridden tenancy; a user with no e-mail or a company e-mail; accepted in the
 * user's preferences; the tenancy preference set; the profile already holding the accepted properties.
 */
export function seTrialExemption(facts: SeTrialFacts): SeTrialExemption | null {
  if (!facts.isSETrial) return 'not-se-trial';
  if (facts.intentToPay) return 'intent-to-pay';
  if (facts.disconnected) return 'disconnected';
  if (facts.overridden) return 'overridden';
  if (!facts.email?.trim()) return 'no-email';
  if (facts.hasCompanyEmail) return 'company-email';
  if (facts.userPreferenceAccepted) return 'user-preference';
  if (facts.tenancyPreferenceAccepted) return 'tenancy-preference';
  // Chosen: only a profile holding both properties counts as accepted. One alone is a broken record: the terms show,
  // and accepting them logs the error of spec 2 §4 instead of writing over it.
  if (facts.profileAgreement === 'all') return 'profile';
  return null;
}

/** Which of accepted-by and accepted-on a profile holds. */
export type ProfileAgreement = 'none' | 'some' | 'all';

/** Which agreement properties a profile's property names include. */
export function profileAgreement(names: readonly string[]): ProfileAgreement {
  const wanted = Object.values(SE_TRIAL_PROPERTIES);
  const held = wanted.filter(name => names.includes(name)).length;
  if (held === 0) return 'none';
  return held === wanted.length ? 'all' : 'some';
}

/** The properties that record an agreement: accepted-by `{email}` and accepted-on (ISO time), CUSTOMER_READ. */
export function agreementProperties(
  email: string,
  acceptedAt: Date
): { name: string; value: string; modes: readonly ['CUSTOMER_READ'] }[] {
  return [
    { name: SE_TRIAL_PROPERTIES.acceptedBy, value: email, modes: [SE_TRIAL_PROPERTY_MODE] },
    { name: SE_TRIAL_PROPERTIES.acceptedOn, value: acceptedAt.toISOString(), modes: [SE_TRIAL_PROPERTY_MODE] },
  ];
}

/** What the console shows an SE trial user at start. */
export type SeTrialScreen =
  | { kind: 'none'; reason: SeTrialExemption | 'missing-country' }
  | { kind: 'terms'; countryCode: string | undefined }
  | { kind: 'missing-country' };

/** The facts of the screen rule: the exemption, the country code found, the missing-country flag, the promotion. */
export interface SeTrialScreenFacts {
  exemption: SeTrialExemption | null;
  /** From the billing address, the entitlement's attribute or the subscription (src/domain/purchase-entitlements.ts). */
  countryCode: string | undefined;
  /** The `se-trial-missing-country` feature flag. */
  missingCountryFeature: boolean;
  /** The CLOUDCM entitlement carries a promotion. */
  hasPromotion: boolean;
}

/**
 * What to show (spec 2 §5): nothing when exempt; the terms with the country when one is known. Without a country the
 * terms still show while the missing-country feature is off (the general terms page lists every country); with the
 * feature on and no promotion the error screen shows and signs out after its countdown; with the feature on and a
 * promotion (not shown: chosen) nothing shows, as the credit is already running and the error is logged.
 */
export function seTrialScreen(facts: SeTrialScreenFacts): SeTrialScreen {
  if (facts.exemption) return { kind: 'none', reason: facts.exemption };
  if (facts.countryCode) return { kind: 'terms', countryCode: facts.countryCode };
  if (!facts.missingCountryFeature) return { kind: 'terms', countryCode: undefined };
  return facts.hasPromotion ? { kind: 'none', reason: 'missing-country' } : { kind: 'missing-country' };
}

/** Whether Accept may be pressed: the general terms were reviewed and the "have read" box is ticked (spec 1 §5). */
export function canAcceptTerms(state: { reviewedGeneralTerms: boolean; haveRead: boolean }): boolean {
  return state.reviewedGeneralTerms && state.haveRead;
}

/** One row of the country-to-legal-entity table (spec 2 §3). */
export interface CountryLegalEntity {
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** The country's name (English; the console shows the user's language where Intl knows it). */
  countryName: string;
  /** The contracting entity's id (the table's `orgNameId`). */
  orgNameId: string;
  /** The contracting entity's name. */
  orgName: string;
  /** The agreement's address. */
  url: string;
}

/** The entity of a country code, case-insensitively, or undefined when the table does not list it. */
export function countryEntity(
  table: readonly CountryLegalEntity[],
  countryCode: string | undefined
): CountryLegalEntity | undefined {
  if (!countryCode) return undefined;
  const code = countryCode.trim().toUpperCase();
  return table.find(entry => entry.countryCode.toUpperCase() === code);
}

/** One contracting entity of the general terms page and its countries, sorted by name in the given collation. */
export interface EntityGroup {
  orgNameId: string;
  orgName: string;
  url: string;
  countries: { countryCode: string; countryName: string }[];
}

/**
 * The general terms page's groups: one per contracting entity, entities by name, countries by name (in `locale`,
 * with `nameOf` giving the shown name, e.g. Intl.DisplayNames). Every country of the table appears exactly once.
 */
export function groupByEntity(
  table: readonly CountryLegalEntity[],
  locale: string,
  nameOf: (entry: CountryLegalEntity) => string = entry => entry.countryName
): EntityGroup[] {
  const collator = new Intl.Collator(locale);
  const groups = new Map<string, EntityGroup>();
  for (const entry of table) {
    let group = groups.get(entry.orgNameId);
    if (!group) {
      group = { orgNameId: entry.orgNameId, orgName: entry.orgName, url: entry.url, countries: [] };
      groups.set(entry.orgNameId, group);
    }
    group.countries.push({ countryCode: entry.countryCode, countryName: nameOf(entry) });
  }
  const sorted = [...groups.values()].sort((a, b) => collator.compare(a.orgName, b.orgName));
  for (const group of sorted) group.countries.sort((a, b) => collator.compare(a.countryName, b.countryName));
  return sorted;
}
