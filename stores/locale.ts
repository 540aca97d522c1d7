import { atom } from 'nanostores';
import {
  CATALOG_LOCALES,
  PSEUDO_LOCALE,
  activateLocale,
  catalogIntlTag,
  isCatalogLocale,
  preloadLocale,
  type CatalogLocale,
} from '../src/i18n/i18n.ts';
import {
  DEFAULT_LOCALE,
  ENGLISH,
  catalogLocaleFor,
  chooseLocale,
  findSupportedLocale,
  isValidLocaleTag,
  localeDirection,
  supportedLocale,
  type Locale,
  type LocaleCandidates,
  type LocaleChoice,
} from '../src/domain/locale.ts';
import { featureFlag } from '../src/feature-flags.ts';
import { consoleCache } from '../src/storage/cache.ts';
import { $preferences } from './preferences.ts';

// Two locales, on purpose: `$localeTag` is the supported locale the user gets (spec 3 §4, §9: 30 locales, Arabic
// with a flag; a BCP 47 tag: dates, numbers, the personalization preference, plugins), `$locale` the catalog the
// console translates with (a bundle tag of CATALOG_LOCALES: every supported locale has one since issue 19, so de-AT
// is `de`, zh-Hans `zh_CN`, nb `no`). The pseudo-locale en-XA (`?locale=en-XA`, for development) is a catalog of its
// own for the English locale.

/** The catalog locale the console translates with: one of CATALOG_LOCALES. */
export const $locale = atom<string>(DEFAULT_LOCALE);

/** The chosen supported locale's BCP 47 tag (spec 3 §3 Locale entry `localeTag`), e.g. fr-CA or zh-Hans. */
export const $localeTag = atom<string>(ENGLISH.localeTag);

/** Text direction of the catalog in use: the text shown is the catalog's, so an English fallback stays ltr. */
export const $direction = atom<'ltr' | 'rtl'>('ltr');

/** The local database key of the locale the user picked (not shown: chosen). */
export const LOCALE_CACHE_KEY = 'locale';

function flags() {
  return { localeSupport: featureFlag('locale-support'), arabic: featureFlag('arabic-locale') };
}

/**
 * The personalization service's language as a candidate: only once the preferences loaded and only when the user
 * chose it (`isDefaultLanguage` false); otherwise the service merely echoes the identity user's language, which the
 * token already carries.
 */
function preferenceCandidate(): string | null {
  const { status, preferences } = $preferences.get();
  return status === 'success' && !preferences.isDefaultLanguage ? preferences.language : null;
}

/** The locale the user last picked in this browser, from the local database, or null. */
export async function readStoredLocale(): Promise<string | null> {
  // A choice does not go stale like cached data: no validity window.
  const record = await consoleCache.read<unknown>(LOCALE_CACHE_KEY, { maxAgeMs: Number.POSITIVE_INFINITY });
  return typeof record?.data === 'string' ? record.data : null;
}

/**
 * Reads the locale from the identity token's claims (spec 3 §3: user_locale, user_lang), or null. A token that
 * carries neither as a locale tag is logged (spec 3 §8: "Failure to read locale from the identity token is logged").
 */
export function tokenLocale(claims: {
  user_locale?: string | undefined;
  user_lang?: string | undefined;
}): string | null {
  for (const claim of [claims.user_locale, claims.user_lang]) {
    if (claim && isValidLocaleTag(claim)) return claim;
  }
  console.warn('[locale] Failed to read the locale from the identity token.');
  return null;
}

/** Logs a token candidate that is no locale tag at all; a well-formed but unsupported one is merely skipped. */
function checkTokenCandidate(token: string | null | undefined): void {
  if (token === undefined || token === null) return;
  if (!isValidLocaleTag(token) && !findSupportedLocale(token, { arabic: true })) {
    console.warn(`[locale] Failed to read the locale from the identity token: '${token}' is not a locale tag.`);
  }
}

/**
 * Chooses the locale in the order of spec 3 §4 (query, personalization preference, local database, identity token,
 * browser, English; English alone when the `locale-support` flag is off). Candidates not given are filled in: the
 * preference from `$preferences`, the stored choice from the local database (read only when the query and the
 * preference did not decide).
 */
export async function chooseConsoleLocale(candidates: LocaleCandidates): Promise<LocaleChoice> {
  const options = flags();
  const filled: LocaleCandidates = { ...candidates, preference: candidates.preference ?? preferenceCandidate() };
  const early = chooseLocale({ query: filled.query, preference: filled.preference }, options);
  if (!options.localeSupport || early.source !== 'default') return early;
  checkTokenCandidate(filled.token);
  const stored = filled.stored === undefined ? await readStoredLocale() : filled.stored;
  return chooseLocale({ ...filled, stored }, options);
}

/** Whether a query asks for the pseudo-locale (any case, `-` or `_`). */
function isPseudoLocale(tag: string | null | undefined): boolean {
  return tag?.replace('_', '-').toLowerCase() === PSEUDO_LOCALE.toLowerCase();
}

async function apply(locale: Locale, catalog?: CatalogLocale): Promise<string> {
  const best = catalog ?? catalogLocaleFor(locale, CATALOG_LOCALES);
  const next = isCatalogLocale(best) ? best : DEFAULT_LOCALE;
  await activateLocale(next);
  const direction = localeDirection({ localeTag: next });
  if (typeof document !== 'undefined') {
    // `lang` wants BCP 47 (pt-BR, zh-Hans, nb), not the bundle tag: screen readers and hyphenation read it.
    document.documentElement.lang = catalogIntlTag(next);
    document.documentElement.dir = direction;
  }
  $localeTag.set(locale.localeTag);
  $locale.set(next);
  // Last: the document's theme follows the direction and reads the locale (console-app), which is new by now.
  $direction.set(direction);
  return next;
}

/** Chooses the locale (spec 3 §4) and activates the best catalog for it; resolves with the catalog locale. */
export async function initLocale(candidates: LocaleCandidates): Promise<string> {
  // The pseudo-locale comes only from the query and is never stored: a developer's look, not a user's choice.
  if (isPseudoLocale(candidates.query)) return apply(ENGLISH, PSEUDO_LOCALE);
  const choice = await chooseConsoleLocale(candidates);
  return apply(choice.locale);
}

/** Starts fetching the catalog the candidates will likely resolve to (no local database read), without activating it. */
export function preloadLocaleFor(candidates: LocaleCandidates): void {
  if (isPseudoLocale(candidates.query)) {
    void preloadLocale(PSEUDO_LOCALE).catch(() => undefined);
    return;
  }
  const { locale } = chooseLocale(
    { ...candidates, preference: candidates.preference ?? preferenceCandidate() },
    flags()
  );
  const catalog = catalogLocaleFor(locale, CATALOG_LOCALES);
  if (isCatalogLocale(catalog)) void preloadLocale(catalog).catch(() => undefined);
}

/**
 * Activates a locale: a supported one gets its catalog (fr-FR → fr, de-AT → de, zh-Hans → zh_CN); anything else
 * English. Publishes `$locale` only once the catalog is active, so listeners translate in the new language.
 */
export async function setLocale(locale: string): Promise<void> {
  await apply(findSupportedLocale(locale, { arabic: featureFlag('arabic-locale') }) ?? ENGLISH);
}

/**
 * The user picks a locale (the language menu): it must be supported (else UnsupportedLocaleError, 'Unsupported
 * Locale: xx'), is stored in the local database for the next visit, then activated. Saving it as the
 * personalization preference is `setLanguagePreference` of stores/preferences.ts, which the caller runs as well.
 */
export async function pickLocale(localeTag: string): Promise<Locale> {
  const locale = supportedLocale(localeTag, { arabic: featureFlag('arabic-locale') });
  await consoleCache.write(LOCALE_CACHE_KEY, locale.localeTag);
  await apply(locale);
  return locale;
}
