import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOG_AREAS } from '../lingui.config.ts';

const ROOT = join(import.meta.dirname, '..');
const SOURCE_DIRS = ['src', 'elements', 'islands', 'stores'];

/** Reads a PO catalog into id → text. */
function readCatalog(locale: string, area: string): Map<string, string> {
  const text = readFileSync(join(ROOT, 'locales', locale, `${area}.po`), 'utf8');
  const entries = new Map<string, string>();
  for (const match of text.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)) {
    entries.set(match[1] ?? '', match[2] ?? '');
  }
  return entries;
}

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
  const german = allIds('de');

  it('has German for every English message, and nothing else', () => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
    const untranslated = [...german].filter(([, text]) => text.trim() === '').map(([id]) => id);
    expect(untranslated).toEqual([]);
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
