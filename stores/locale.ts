import { atom } from 'nanostores';
import { CATALOG_LOCALES, activateLocale, isCatalogLocale, preloadLocale } from '../src/i18n/i18n.ts';
import { DEFAULT_LOCALE, resolveLocale, type LocaleCandidates } from '../src/domain/locale.ts';

/** The active locale of the console: a locale with a complete catalog. */
export const $locale = atom<string>(DEFAULT_LOCALE);

/** Text direction of the active locale. Arabic needs a feature flag and a catalog; until then always ltr. */
export const $direction = atom<'ltr' | 'rtl'>('ltr');

/** Resolves the locale in the order of spec 3 §4 and activates its catalog. */
export async function initLocale(candidates: LocaleCandidates): Promise<string> {
  const locale = resolveLocale(candidates, CATALOG_LOCALES);
  await setLocale(locale);
  return locale;
}

/** Starts fetching the catalog the candidates will resolve to, without activating it yet. */
export function preloadLocaleFor(candidates: LocaleCandidates): void {
  const locale = resolveLocale(candidates, CATALOG_LOCALES);
  if (isCatalogLocale(locale)) void preloadLocale(locale).catch(() => undefined);
}

/** Activates a locale's catalog, then publishes it so the chrome and islands re-render. */
export async function setLocale(locale: string): Promise<void> {
  const next = isCatalogLocale(locale) ? locale : DEFAULT_LOCALE;
  await activateLocale(next);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = next;
    document.documentElement.dir = $direction.get();
  }
  $locale.set(next);
}
