/** Default locale (spec 3 §9). */
export const DEFAULT_LOCALE = 'en';

const LOCALE_TAG = /^[a-z]{2,3}(?:[-_][A-Z][a-z]{3})?(?:[-_](?:[A-Z]{2}|[0-9]{3}|[A-Z]{3}))?$/;

/** A locale tag: two or three letters, optional four-letter script, optional region (spec 3 §5). */
export function isValidLocaleTag(tag: string): boolean {
  return LOCALE_TAG.test(tag);
}

/** Where a locale candidate came from, in the resolution order of spec 3 §4. */
export interface LocaleCandidates {
  query?: string | null;
  preference?: string | null;
  stored?: string | null;
  token?: string | null;
  browser?: readonly string[];
}

/**
 * Picks the locale: query parameter, personalization service, local database, identity token, browser languages,
 * then English (spec 3 §4). A candidate counts when it is a valid tag whose language has a catalog.
 */
export function resolveLocale(candidates: LocaleCandidates, available: readonly string[]): string {
  const ordered = [
    candidates.query,
    candidates.preference,
    candidates.stored,
    candidates.token,
    ...(candidates.browser ?? []),
  ];
  for (const candidate of ordered) {
    if (!candidate || !isValidLocaleTag(candidate)) continue;
    const exact = available.find(locale => locale.toLowerCase() === candidate.toLowerCase().replace('_', '-'));
    if (exact) return exact;
    const language = candidate.split(/[-_]/)[0]?.toLowerCase();
    const byLanguage = available.find(locale => locale === language);
    if (byLanguage) return byLanguage;
  }
  return DEFAULT_LOCALE;
}
