import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOG_AREAS } from '../lingui.config.ts';
import { CATALOG_LOCALES, PSEUDO_LOCALE } from '../src/i18n/catalog-locales.ts';
import { catalogAreas, readCatalog, sameAsEnglish, translationProblems } from './translations.ts';

const ROOT = join(import.meta.dirname, '..');
const SOURCE_DIRS = ['src', 'elements', 'islands', 'stores'];

/** The translated catalogs: every locale but the English source and the pseudo-locale generated from it. */
const TRANSLATED = CATALOG_LOCALES.filter(locale => locale !== 'en' && locale !== PSEUDO_LOCALE);

/** Languages written in a non-Latin script: an English word there is never a loanword, only a name. */
const NON_LATIN = new Set(['el', 'ru', 'sr', 'th', 'ko', 'zh_CN', 'zh_TW', 'ja', 'ar']);

/**
 * English texts that stay English in every language: product, brand and browser names (spec constants among them).
 * Chosen (issue 19): a name list here, plus for Latin-script languages a cap on other identical messages
 * (`LOANWORD_SHARE`), rather than a list per locale, which every new message would have to extend in 30 places.
 */
const NAMES = new Set([
  'Cloud Console',
  'Cloud Shell',
  'Code Editor',
  'Cloud Guard',
  'Autonomous Data Warehouse',
  'Bastion',
  'Marketplace',
  'Chrome',
  'Safari',
  'Firefox',
  'Edge',
  'Internet Explorer',
  'App Store',
  'Google Play',
  'WordPress',
  'Oracle APEX',
  'MuShop',
  'Jenkins',
  'Apache Tomcat',
  'RStudio Server',
  'Nextcloud',
  'Redwood',
  'Rainbow',
]);

/**
 * The share of a Latin-script catalog's messages that may read as in English beyond NAMES: loanwords a console in
 * that language really uses (Dashboard, Blog, Stack, Tags …). About 3 % in German and Dutch; more means English was
 * copied instead of translated.
 */
const LOANWORD_SHARE = 0.04;

function allIds(locale: string): Map<string, string> {
  return new Map(CATALOG_AREAS.flatMap(area => [...readCatalog(locale, area)]));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap(name => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('message catalogs', () => {
  const english = allIds('en');

  it('compile every area of lingui.config.ts, and only those', () => {
    expect(catalogAreas('en')).toEqual([...CATALOG_AREAS].sort());
  });

  // One test per locale, so a failure names the language and every problem in it (test/translations.ts).
  it.each(TRANSLATED)('has %s complete: every English id, its placeholders and its plural categories', locale => {
    expect(translationProblems(locale)).toEqual([]);
  });

  it.each(TRANSLATED)('has %s translated, not copied: only names and a few loanwords read as in English', locale => {
    const copied = sameAsEnglish(locale).filter(line => !NAMES.has(JSON.parse(line.slice(line.indexOf(' = ') + 3))));
    if (NON_LATIN.has(locale)) expect(copied).toEqual([]);
    else expect(copied.length, copied.join('\n')).toBeLessThanOrEqual(Math.round(english.size * LOANWORD_SHARE));
  });

  it('has every message id the code uses', () => {
    const prefixes = new Set([...english.keys()].map(id => id.split('.')[0]));
    const missing: string[] = [];
    for (const dir of SOURCE_DIRS) {
      for (const file of sourceFiles(join(ROOT, dir))) {
        const text = readFileSync(file, 'utf8');
        for (const match of text.matchAll(/['"`]([a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9]+)+)['"`]/g)) {
          const id = match[1] ?? '';
          if (prefixes.has(id.split('.')[0]) && !english.has(id) && !/\.(ts|tsx|css|json|html)$/.test(id)) {
            missing.push(`${relative(ROOT, file)}: ${id}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
