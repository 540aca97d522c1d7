import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { catalogIntlTag } from '../src/i18n/catalog-locales.ts';

/**
 * The rules every translated catalog keeps against the English source (issue 19): the same ids, nothing empty, the
 * same placeholders, and plural branches in exactly the CLDR categories of the catalog's language (every one, no other). Used by
 * `test/catalogs.test.ts` and, while translating, from the command line: `npx tsx test/translations.ts ja`.
 */

const ROOT = join(import.meta.dirname, '..');

export function catalogAreas(locale: string): string[] {
  const dir = join(ROOT, 'locales', locale);
  return existsSync(dir)
    ? readdirSync(dir)
        .filter(name => name.endsWith('.po'))
        .map(name => name.slice(0, -3))
        .sort()
    : [];
}

function unescapePo(text: string): string {
  return text.replace(/\\(["\\nt])/g, (_, c: string) => (c === 'n' ? '\n' : c === 't' ? '\t' : c));
}

/** Reads one PO catalog into id → text (one `msgid`/`msgstr` line each, as the catalogs here are written). */
export function readCatalog(locale: string, area: string): Map<string, string> {
  const path = join(ROOT, 'locales', locale, `${area}.po`);
  const entries = new Map<string, string>();
  if (!existsSync(path)) return entries;
  for (const match of readFileSync(path, 'utf8').matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)) {
    entries.set(match[1] ?? '', unescapePo(match[2] ?? ''));
  }
  return entries;
}

interface Shape {
  placeholders: Set<string>;
  pluralCategories: Set<string>;
}

function collect(tokens: readonly Token[], shape: Shape): void {
  for (const token of tokens) {
    if (token.type === 'argument') shape.placeholders.add(token.arg);
    if (token.type === 'function') shape.placeholders.add(`${token.arg}, ${token.key}`);
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      shape.placeholders.add(`${token.arg}, ${token.type}`);
      for (const branch of token.cases) {
        if (token.type !== 'select' && !branch.key.startsWith('=')) shape.pluralCategories.add(branch.key);
        collect(branch.tokens, shape);
      }
    }
  }
}

function shapeOf(text: string): Shape | string {
  const shape: Shape = { placeholders: new Set(), pluralCategories: new Set() };
  try {
    collect(parse(text), shape);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return shape;
}

const sorted = (set: Set<string>): string => [...set].sort().join(' | ');

/** Every way `locale`'s catalogs differ from the English ones; empty when the locale is complete and well formed. */
export function translationProblems(locale: string): string[] {
  const problems: string[] = [];
  // Catalog folders are the bundle tags of src/domain/locale.ts; Intl knows them by their BCP 47 tags.
  const tag = catalogIntlTag(locale);
  const categories = new Set(new Intl.PluralRules(tag).resolvedOptions().pluralCategories);
  const areas = new Set([...catalogAreas('en'), ...catalogAreas(locale)]);
  for (const area of areas) {
    const english = readCatalog('en', area);
    const translated = readCatalog(locale, area);
    if (translated.size === 0 && english.size > 0) {
      problems.push(`${area}: no catalog locales/${locale}/${area}.po`);
      continue;
    }
    for (const id of translated.keys()) if (!english.has(id)) problems.push(`${area}: ${id} is not in English`);
    for (const [id, source] of english) {
      const text = translated.get(id);
      if (text === undefined) {
        problems.push(`${area}: ${id} is missing`);
        continue;
      }
      if (text.trim() === '') {
        problems.push(`${area}: ${id} is empty`);
        continue;
      }
      const want = shapeOf(source);
      const have = shapeOf(text);
      if (typeof have === 'string') {
        problems.push(`${area}: ${id} does not parse: ${have}`);
        continue;
      }
      if (typeof want === 'string') continue;
      if (sorted(want.placeholders) !== sorted(have.placeholders)) {
        problems.push(
          `${area}: ${id} has placeholders {${sorted(have.placeholders)}}, English {${sorted(want.placeholders)}}`
        );
      }
      for (const category of have.pluralCategories) {
        if (!categories.has(category as Intl.LDMLPluralRule)) {
          problems.push(`${area}: ${id} uses plural category '${category}', which ${tag} does not have`);
        }
      }
      if (want.pluralCategories.size > 0) {
        const lacking = [...categories].filter(category => !have.pluralCategories.has(category));
        if (lacking.length > 0) problems.push(`${area}: ${id} lacks plural categories ${lacking.join(', ')} of ${tag}`);
      }
    }
  }
  return problems;
}

/** Messages whose translation is the English text itself: fine for product names and constants, suspect otherwise. */
export function sameAsEnglish(locale: string): string[] {
  return catalogAreas('en').flatMap(area => {
    const translated = readCatalog(locale, area);
    return [...readCatalog('en', area)]
      .filter(([id, source]) => translated.get(id) === source && /[a-z]{3}/.test(source))
      .map(([id, source]) => `${area}: ${id} = ${JSON.stringify(source)}`);
  });
}

if (process.argv[1] === import.meta.filename) {
  let failed = false;
  for (const locale of process.argv.slice(2)) {
    const problems = translationProblems(locale);
    const same = sameAsEnglish(locale);
    console.log(`${locale}: ${problems.length} problems, ${same.length} messages identical to English`);
    for (const line of problems) console.log(`  ${line}`);
    for (const line of same) console.log(`  same as English: ${line}`);
    failed ||= problems.length > 0;
  }
  process.exitCode = failed ? 1 : 0;
}
