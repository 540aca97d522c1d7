// The inventory of the matrix, read from the code: every operation name a service client (or the session module, or
// the plugin host's signed fetch) gives the HTTP client, with the exported function that makes the call and the
// console modules that call that function.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

/** Where calls are made: every service client, the session module, and the plugin host's signed fetch. */
const CALL_SOURCES = ['src/services', 'src/auth', 'stores'];

/** Where callers live: everything of the console but the service clients themselves and tests. */
const CALLER_SOURCES = ['src', 'stores', 'elements', 'islands'];

/** One call the console can make: an operation of a client module. */
export interface ServiceCallSite {
  /** The module making the call, e.g. src/services/identity.ts. */
  module: string;
  /** The operation name it gives the HTTP client (the local cloud's route declares the same). */
  operation: string;
  /** The exported functions of the module that make it. */
  functions: string[];
  /** Console modules (outside the client module) that use one of those functions. */
  callers: string[];
}

function sourceFiles(directory: string): string[] {
  return readdirSync(join(ROOT, directory), { withFileTypes: true, recursive: true })
    .filter(entry => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name))
    .map(entry => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter(path => !path.includes('node_modules'))
    .sort();
}

// `operation: 'GetUser'`, or a helper's parameter typed `operation: 'SetUserPreference' | 'SetTenancyPreference'`.
const OPERATION = /operation: ('[A-Za-z]+'(?: \| '[A-Za-z]+')*)/g;
const DECLARATION = /^(export )?(async )?(function\*? ?|const |let )(\w+)/gm;

interface Declaration {
  name: string;
  exported: boolean;
  start: number;
  text: string;
}

/** The module's top-level declarations, each with its text up to the next one. */
function declarations(text: string): Declaration[] {
  const found = [...text.matchAll(DECLARATION)];
  return found.map((match, index) => ({
    name: match[4] ?? '',
    // Only exported functions make calls for others; exported schemas and constants do not.
    exported: match[1] !== undefined && match[3] !== 'const ' && match[3] !== 'let ',
    start: match.index,
    text: text.slice(match.index, found[index + 1]?.index ?? text.length),
  }));
}

/** The exported functions that reach the declaration at `offset`, through the module's own helpers. */
function exportedCallers(all: readonly Declaration[], offset: number): string[] {
  const enclosing = all.filter(declaration => declaration.start <= offset).at(-1);
  if (!enclosing) return [];
  const reached = new Set([enclosing.name]);
  for (let grew = true; grew;) {
    grew = false;
    for (const declaration of all) {
      if (reached.has(declaration.name)) continue;
      const body = declaration.text.slice(declaration.name.length);
      if ([...reached].some(name => new RegExp(`\\b${name}\\b`).test(body))) {
        reached.add(declaration.name);
        grew = true;
      }
    }
  }
  return all.filter(declaration => declaration.exported && reached.has(declaration.name)).map(({ name }) => name);
}

/** Every (module, operation) pair of the console's calls, in module then operation order. */
export function scanServiceCalls(): ServiceCallSite[] {
  const callerFiles = CALLER_SOURCES.flatMap(sourceFiles).map(path => ({
    path,
    text: readFileSync(join(ROOT, path), 'utf8'),
  }));
  const sites = new Map<string, ServiceCallSite>();
  for (const module of CALL_SOURCES.flatMap(sourceFiles)) {
    const text = readFileSync(join(ROOT, module), 'utf8');
    const all = declarations(text);
    for (const match of text.matchAll(OPERATION)) {
      for (const [, operation = ''] of (match[1] ?? '').matchAll(/'(\w+)'/g)) {
        const key = `${module}#${operation}`;
        const site = sites.get(key) ?? { module, operation, functions: [], callers: [] };
        for (const name of exportedCallers(all, match.index)) {
          if (!site.functions.includes(name)) site.functions.push(name);
        }
        sites.set(key, site);
      }
    }
  }
  const stem = (path: string) =>
    path
      .replace(/\.tsx?$/, '')
      .split('/')
      .at(-1) ?? path;
  for (const site of sites.values()) {
    // A store making a call itself (the plugin host's signed fetch) is its own caller.
    if (site.module.startsWith('stores/')) {
      site.callers = [site.module];
      continue;
    }
    const importer = new RegExp(`from '[./]*(?:[\\w-]+/)*${stem(site.module)}\\.ts'`);
    site.callers = callerFiles
      .filter(file => file.path !== site.module && importer.test(file.text))
      .filter(file => site.functions.some(name => new RegExp(`\\b${name}\\b`).test(file.text)))
      .map(file => file.path);
  }
  return [...sites.values()].sort((a, b) => `${a.module}#${a.operation}`.localeCompare(`${b.module}#${b.operation}`));
}
