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
 * Picks the first candidate (in the order of spec 3 §4) whose language has a catalog in `available`, else English.
 * This answers "which catalog", not "which supported locale": for the spec's choice use `chooseLocale`.
 */
export function resolveLocale(candidates: LocaleCandidates, available: readonly string[]): string {
  for (const candidate of orderedCandidates(candidates)) {
    if (!isValidLocaleTag(candidate.tag)) continue;
    const catalog = catalogMatch(candidate.tag, available);
    if (catalog) return catalog;
  }
  return DEFAULT_LOCALE;
}

/** A supported locale (spec 3 §3 Locale entry). */
export interface Locale {
  /** English name, as spec 3 §9 lists it. */
  name: string;
  /** The language's name for itself. */
  endonym: string;
  /** BCP 47 tag: what the page's `lang`, Intl and the personalization service get. */
  localeTag: string;
  /** The tag of the translation bundles (pt_BR, zh_CN …); spec 3 §9's mappings point at these. */
  languageTag: string;
  /** An older tag that still names this locale, accepted from every source. */
  deprecatedLanguageTag?: string;
}

/** English: the default and the last resort (spec 3 §4, §9). */
export const ENGLISH: Locale = { name: 'English', endonym: 'English', localeTag: 'en', languageTag: 'en' };

/**
 * The supported locales, in spec 3 §9's order. Tags not shown: chosen as BCP 47 locale tags with the bundle tags
 * the spec's mappings name (pt_BR, pt, zh_CN, zh_TW); Norwegian is `nb` as browsers send it, bundle `no`; Serbian
 * (Latin) also answers to the deprecated `sh`.
 */
export const SUPPORTED_LOCALES: readonly Locale[] = [
  { name: 'Czech', endonym: 'Čeština', localeTag: 'cs', languageTag: 'cs' },
  { name: 'Danish', endonym: 'Dansk', localeTag: 'da', languageTag: 'da' },
  { name: 'German', endonym: 'Deutsch', localeTag: 'de', languageTag: 'de' },
  ENGLISH,
  { name: 'Spanish', endonym: 'Español', localeTag: 'es', languageTag: 'es' },
  { name: 'French', endonym: 'Français', localeTag: 'fr', languageTag: 'fr' },
  { name: 'French (Canadian)', endonym: 'Français (Canada)', localeTag: 'fr-CA', languageTag: 'fr_CA' },
  { name: 'Croatian', endonym: 'Hrvatski', localeTag: 'hr', languageTag: 'hr' },
  { name: 'Italian', endonym: 'Italiano', localeTag: 'it', languageTag: 'it' },
  { name: 'Hungarian', endonym: 'Magyar', localeTag: 'hu', languageTag: 'hu' },
  { name: 'Dutch', endonym: 'Nederlands', localeTag: 'nl', languageTag: 'nl' },
  { name: 'Norwegian', endonym: 'Norsk', localeTag: 'nb', languageTag: 'no' },
  { name: 'Polish', endonym: 'Polski', localeTag: 'pl', languageTag: 'pl' },
  { name: 'Portuguese (Brazilian)', endonym: 'Português (Brasil)', localeTag: 'pt-BR', languageTag: 'pt_BR' },
  { name: 'Portuguese', endonym: 'Português', localeTag: 'pt-PT', languageTag: 'pt' },
  { name: 'Romanian', endonym: 'Română', localeTag: 'ro', languageTag: 'ro' },
  { name: 'Slovak', endonym: 'Slovenčina', localeTag: 'sk', languageTag: 'sk' },
  { name: 'Slovenian', endonym: 'Slovenščina', localeTag: 'sl', languageTag: 'sl' },
  {
    name: 'Serbian (Latin)',
    endonym: 'Srpski (latinica)',
    localeTag: 'sr-Latn',
    languageTag: 'sr_Latn',
    deprecatedLanguageTag: 'sh',
  },
  { name: 'Finnish', endonym: 'Suomi', localeTag: 'fi', languageTag: 'fi' },
  { name: 'Swedish', endonym: 'Svenska', localeTag: 'sv', languageTag: 'sv' },
  { name: 'Turkish', endonym: 'Türkçe', localeTag: 'tr', languageTag: 'tr' },
  { name: 'Greek', endonym: 'Ελληνικά', localeTag: 'el', languageTag: 'el' },
  { name: 'Russian', endonym: 'Русский', localeTag: 'ru', languageTag: 'ru' },
  { name: 'Serbian', endonym: 'Српски', localeTag: 'sr', languageTag: 'sr' },
  { name: 'Thai', endonym: 'ไทย', localeTag: 'th', languageTag: 'th' },
  { name: 'Korean', endonym: '한국어', localeTag: 'ko', languageTag: 'ko' },
  { name: 'Chinese (Simplified)', endonym: '简体中文', localeTag: 'zh-Hans', languageTag: 'zh_CN' },
  { name: 'Chinese (Traditional)', endonym: '繁體中文', localeTag: 'zh-Hant', languageTag: 'zh_TW' },
  { name: 'Japanese', endonym: '日本語', localeTag: 'ja', languageTag: 'ja' },
];

/** Arabic: supported only while the `arabic-locale` flag is on (spec 3 §9). */
export const ARABIC: Locale = { name: 'Arabic', endonym: 'العربية', localeTag: 'ar', languageTag: 'ar' };

/** Locale mappings of spec 3 §9: a tag on the left means the locale whose language tag is on the right. */
export const LOCALE_MAPPINGS: Readonly<Record<string, string>> = {
  pt: 'pt_BR',
  'pt-PT': 'pt',
  'zh-Hans': 'zh_CN',
  'zh-Hant': 'zh_TW',
};

/** Languages written in a non-Latin script (spec 3 §9), by locale tag. Arabic is not on the spec's list. */
export const NON_LATIN_SCRIPT_LOCALES: readonly string[] = ['el', 'ru', 'sr', 'th', 'ko', 'zh-Hans', 'zh-Hant', 'ja'];

/** Whether a supported locale is written in a non-Latin script (spec 3 §9); e.g. for font and search choices. */
export function isNonLatinScript(locale: Pick<Locale, 'localeTag'>): boolean {
  return NON_LATIN_SCRIPT_LOCALES.includes(locale.localeTag);
}

/** Locales whose text runs right to left. */
const RIGHT_TO_LEFT = new Set(['ar']);

/** Text direction of a locale. */
export function localeDirection(locale: Pick<Locale, 'localeTag'>): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale.localeTag.split('-')[0] ?? '') ? 'rtl' : 'ltr';
}

/** Options of the locale rules: the feature flags, passed in so the rules stay pure. */
export interface LocaleOptions {
  /** The `arabic-locale` flag: Arabic is supported only with it (spec 3 §9). */
  arabic?: boolean;
}

/** The supported locales under the given flags. */
export function supportedLocales(options: LocaleOptions = {}): readonly Locale[] {
  return options.arabic ? [...SUPPORTED_LOCALES, ARABIC] : SUPPORTED_LOCALES;
}

/** Thrown for a tag that names no supported locale (spec 3 §8: "'Unsupported Locale' names an unknown locale"). */
export class UnsupportedLocaleError extends Error {
  /** The tag as it was given. */
  readonly locale: string;

  constructor(locale: string) {
    super(`Unsupported Locale: ${locale}`);
    this.name = 'UnsupportedLocaleError';
    this.locale = locale;
  }
}

/** spec 3 §5's locale tag shape after `normalise`: any case is accepted from a query or a browser. */
const NORMALISED_LOCALE_TAG = /^[a-z]{2,3}(?:-[a-z]{4})?(?:-(?:[a-z]{2}|[0-9]{3}|[a-z]{3}))?$/;

/** Lower case with `-` as the separator, so pt_BR, pt-br and PT-BR compare equal. */
function normalise(tag: string): string {
  return tag.trim().replaceAll('_', '-').toLowerCase();
}

function mapped(tag: string): string | undefined {
  const key = Object.keys(LOCALE_MAPPINGS).find(from => normalise(from) === tag);
  return key === undefined ? undefined : LOCALE_MAPPINGS[key];
}

function exact(tag: string, locales: readonly Locale[]): Locale | undefined {
  return locales.find(locale =>
    [locale.localeTag, locale.languageTag, locale.deprecatedLanguageTag].some(
      known => known !== undefined && normalise(known) === tag
    )
  );
}

/**
 * The supported locale a tag names, or undefined. Tags with `-` or `_`, in any case, are accepted. The spec's
 * mappings come first (pt → pt_BR, pt-PT → pt, zh-Hans → zh_CN, zh-Hant → zh_TW); then the locale, language or
 * deprecated tag itself; then the tag without its region (de-AT → de, zh-Hans-CN → zh-Hans → zh_CN), then the
 * language alone (es-419 → es). Chosen: a bare `zh` names neither Chinese locale, since the script is unknown.
 */
export function findSupportedLocale(tag: string, options: LocaleOptions = {}): Locale | undefined {
  const normalised = normalise(tag);
  if (!NORMALISED_LOCALE_TAG.test(normalised)) return undefined;
  const locales = supportedLocales(options);
  const parts = normalised.split('-');
  // The tag, then shorter prefixes: language-script-region, language-script, language.
  for (let length = parts.length; length >= 1; length -= 1) {
    const prefix = parts.slice(0, length).join('-');
    const target = mapped(prefix);
    const found = target === undefined ? exact(prefix, locales) : exact(normalise(target), locales);
    if (found) return found;
  }
  return undefined;
}

/** The supported locale a tag names; throws `UnsupportedLocaleError` ('Unsupported Locale: xx') for any other. */
export function supportedLocale(tag: string, options: LocaleOptions = {}): Locale {
  const locale = findSupportedLocale(tag, options);
  if (!locale) throw new UnsupportedLocaleError(tag);
  return locale;
}

/** Where the chosen locale came from: a candidate of spec 3 §4, or `default` (English). */
export type LocaleSource = 'query' | 'preference' | 'stored' | 'token' | 'browser' | 'default';

/** The locale chosen and where it came from. */
export interface LocaleChoice {
  locale: Locale;
  source: LocaleSource;
}

/** Options of `chooseLocale`: the feature flags. */
export interface ChooseLocaleOptions extends LocaleOptions {
  /** The `locale-support` flag; off means English whatever the candidates say (spec 3 §4). */
  localeSupport: boolean;
}

function orderedCandidates(candidates: LocaleCandidates): { tag: string; source: LocaleSource }[] {
  const ordered: { tag: string | null | undefined; source: LocaleSource }[] = [
    { tag: candidates.query, source: 'query' },
    { tag: candidates.preference, source: 'preference' },
    { tag: candidates.stored, source: 'stored' },
    { tag: candidates.token, source: 'token' },
    ...(candidates.browser ?? []).map(tag => ({ tag, source: 'browser' as const })),
  ];
  return ordered.filter((candidate): candidate is { tag: string; source: LocaleSource } => !!candidate.tag);
}

/**
 * Chooses the locale (spec 3 §4): query parameter, personalization service, local database, identity token,
 * browser languages, then English; the first candidate naming a supported locale wins, the others are skipped.
 * With locale support off the answer is English.
 */
export function chooseLocale(candidates: LocaleCandidates, options: ChooseLocaleOptions): LocaleChoice {
  if (!options.localeSupport) return { locale: ENGLISH, source: 'default' };
  for (const candidate of orderedCandidates(candidates)) {
    const locale = findSupportedLocale(candidate.tag, options);
    if (locale) return { locale, source: candidate.source };
  }
  return { locale: ENGLISH, source: 'default' };
}

/** The catalog for a tag: the tag itself, its language, or nothing. */
function catalogMatch(tag: string, available: readonly string[]): string | undefined {
  const wanted = normalise(tag);
  const exactCatalog = available.find(catalog => normalise(catalog) === wanted);
  if (exactCatalog) return exactCatalog;
  const language = wanted.split('-')[0];
  return available.find(catalog => normalise(catalog) === language);
}

/**
 * The best catalog among `available` for a supported locale: its locale or language tag, else its language, else
 * English. The console has catalogs for fewer locales than it supports (src/i18n/i18n.ts CATALOG_LOCALES).
 */
export function catalogLocaleFor(locale: Locale, available: readonly string[]): string {
  return catalogMatch(locale.localeTag, available) ?? catalogMatch(locale.languageTag, available) ?? DEFAULT_LOCALE;
}
