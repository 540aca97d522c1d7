// The plugin locale resources (spec 3 §7: locale files fetched by GET per language from plugin locale resources).
import { SAMPLE_PLUGIN_LOCALES } from '../../../plugins/sample-locales.ts';

/** Strings per plugin, then per language; a language missing here answers 404 so the console falls back to en. */
export const PLUGIN_LOCALES: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, string>>>>>> = {
  shell: {
    en: {
      'header.search': 'Search resources, services, documentation, and Marketplace',
      'header.signOut': 'Sign out',
      'session.expiring': 'Your session is about to expire.',
      'browser.unsupported': 'This browser is not supported.',
    },
    de: {
      'header.search': 'Ressourcen, Services, Dokumentation und Marketplace durchsuchen',
      'header.signOut': 'Abmelden',
      'session.expiring': 'Ihre Sitzung läuft bald ab.',
      'browser.unsupported': 'Dieser Browser wird nicht unterstützt.',
    },
  },
  home: {
    en: { 'home.title': 'Get started', 'home.quickActions': 'Quick actions', 'home.tour': 'Take the tour' },
    de: { 'home.title': 'Erste Schritte', 'home.quickActions': 'Schnellaktionen', 'home.tour': 'Tour starten' },
  },
  // Every registered plugin's sample page strings (emulator/plugins/sample-locales.ts).
  ...SAMPLE_PLUGIN_LOCALES,
};

/** A plugin's strings in one language, if the plugin and language exist (own keys only). */
export function localeStrings(plugin: string, language: string): Readonly<Record<string, string>> | undefined {
  const languages = Object.hasOwn(PLUGIN_LOCALES, plugin) ? PLUGIN_LOCALES[plugin] : undefined;
  return languages && Object.hasOwn(languages, language) ? languages[language] : undefined;
}
