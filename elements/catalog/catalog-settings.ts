// The catalog's preview settings (theme, direction, language), shared by the page and the documents it frames: read
// from the address, applied to a document as a consumer's page applies them.
import { catalogIntlTag } from '../../src/i18n/catalog-locales.ts';
import { CATALOG_LANGUAGES } from './catalog-page.ts';
import { setLocale } from '../package/locale.ts';

/** What the switches set. */
export interface CatalogSettings {
  theme: string;
  dir: 'ltr' | 'rtl';
  /** A catalog tag (`de`, `pt_BR`). */
  lang: string;
}

/** The theme ids of src/styles/tokens.css; Redwood is the default (no attribute). */
export const THEME_IDS: readonly string[] = ['redwood', 'rainbow', 'hg'];

/** The settings in an address's query, anything unknown replaced by the default. */
export function settingsFromQuery(search: string): CatalogSettings {
  const params = new URLSearchParams(search);
  const theme = params.get('theme') ?? '';
  const lang = params.get('lang') ?? '';
  return {
    theme: THEME_IDS.includes(theme) ? theme : 'redwood',
    dir: params.get('dir') === 'rtl' ? 'rtl' : 'ltr',
    lang: CATALOG_LANGUAGES.includes(lang) ? lang : 'en',
  };
}

/** The query that carries the settings, e.g. `?theme=hg&dir=rtl&lang=ar`. */
export function settingsQuery(settings: CatalogSettings): string {
  return `?${new URLSearchParams({ theme: settings.theme, dir: settings.dir, lang: settings.lang }).toString()}`;
}

/**
 * Applies the settings as a consumer sets them: the theme's token set on the document's root
 * (`data-console-theme`), and `dir` and `lang` (in BCP 47 spelling) on `localized` (the root, for a document that is
 * all example) once the elements' catalog for the language is active.
 */
export async function applySettings(
  settings: CatalogSettings,
  localized: readonly HTMLElement[] = [document.documentElement]
): Promise<void> {
  const root = document.documentElement;
  if (settings.theme === 'redwood') root.removeAttribute('data-console-theme');
  else root.setAttribute('data-console-theme', settings.theme);
  await setLocale(settings.lang);
  for (const element of localized) {
    element.dir = settings.dir;
    element.lang = catalogIntlTag(settings.lang);
  }
}
