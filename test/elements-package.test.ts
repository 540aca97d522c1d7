import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzePackageManifest } from '../elements/package/analyze-manifest.ts';
import { apiTables, withApiTables } from '../elements/package/api-tables.ts';
import { packageJson, rewriteDeclaration, type Manifest } from '../elements/package/finish-package.ts';
import { catalogFor } from '../elements/package/locale.ts';
import { PACKAGE_ELEMENTS } from '../elements/package/package-elements.ts';

const ROOT = join(import.meta.dirname, '..');

interface Declaration {
  name: string;
  tagName?: string;
  description?: string;
  summary?: string;
  events?: { name: string; type?: { text: string; references?: { module: string }[] }; description?: string }[];
  cssParts?: { name: string }[];
  slots?: { name: string }[];
  members?: { kind: string; name: string; privacy?: string; static?: boolean; description?: string }[];
  attributes?: { name: string; fieldName?: string; description?: string }[];
}

/** The event classes an element's own files construct (`new XEvent(`), so its documentation can be held to them. */
function dispatchedEvents(tag: string): Set<string> {
  const folder = join(ROOT, 'elements', tag);
  const names = new Set<string>();
  for (const file of readdirSync(folder)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file.includes('.connected.')) continue;
    for (const match of readFileSync(join(folder, file), 'utf8').matchAll(/new ([A-Z]\w*Event)\(/g)) {
      names.add(match[1] ?? '');
    }
  }
  return names;
}

/** The parts and named slots an element's own templates (and the shared menu templates it renders) declare literally. */
function templateNames(tag: string): { parts: Set<string>; slots: Set<string> } {
  const folder = join(ROOT, 'elements', tag);
  const files = readdirSync(folder)
    .filter(file => file.endsWith('.ts') && !/\.(test|styles|connected)\./.test(file))
    .map(file => join(folder, file));
  let source = files.map(file => readFileSync(file, 'utf8')).join('\n');
  if (source.includes('menuTrigger(')) source += readFileSync(join(ROOT, 'elements/shared/menu-templates.ts'), 'utf8');
  return {
    parts: new Set([...source.matchAll(/\bpart="([a-z-]+)"/g)].map(match => match[1] ?? '')),
    slots: new Set([...source.matchAll(/<slot(?:\s+name="([a-z-]+)")?\s*>/g)].map(match => match[1] ?? '')),
  };
}

describe('the elements package', () => {
  let manifest: Manifest;
  const element = (tag: string) =>
    manifest.modules
      .flatMap(module => (module.declarations ?? []) as unknown as Declaration[])
      .find(declaration => declaration.tagName === tag);

  beforeAll(() => {
    manifest = analyzePackageManifest();
  }, 60_000);

  it.each(PACKAGE_ELEMENTS)('documents %s completely in its manifest', tag => {
    const declaration = element(tag);
    expect(declaration, `${tag} has a class with @tag`).toBeDefined();
    expect(declaration?.summary, `${tag} @summary`).toBeTruthy();
    // Every public property and attribute says what it is for.
    const undocumented = (declaration?.members ?? [])
      .filter(member => member.kind === 'field' && !member.privacy && !member.static && !member.description)
      .map(member => member.name);
    expect(undocumented, `${tag}: public fields without JSDoc`).toEqual([]);
    // Every event the element fires is documented by name, with its class as the type, resolving to an event module.
    const documented = new Map((declaration?.events ?? []).map(event => [event.type?.text ?? '', event]));
    for (const eventClass of dispatchedEvents(tag)) {
      const event = documented.get(eventClass);
      expect(event?.name, `${tag} documents ${eventClass} with @fires`).toMatch(/^console-[a-z-]+$/);
      expect(event?.description, `${tag}: ${eventClass} described`).toBeTruthy();
      expect(event?.type?.references?.[0]?.module).toMatch(/^src\/events\/.*\.js$/);
    }
    expect((declaration?.events ?? []).every(event => event.name.startsWith('console-'))).toBe(true);
    // Every part and slot the templates declare is documented (@csspart, @slot).
    const { parts, slots } = templateNames(tag);
    const documentedParts = new Set((declaration?.cssParts ?? []).map(part => part.name));
    const documentedSlots = new Set((declaration?.slots ?? []).map(slot => slot.name));
    expect(
      [...parts].filter(part => !documentedParts.has(part)),
      `${tag}: parts without @csspart`
    ).toEqual([]);
    expect(
      [...slots].filter(slot => !documentedSlots.has(slot)),
      `${tag}: slots without @slot`
    ).toEqual([]);
  });

  it('reaches no store, service, HTTP, auth or storage module from any entry', async () => {
    const { build } = await import('esbuild');
    const entries = ['index.ts', 'classes.ts', 'react.ts'].map(entry => join(ROOT, 'elements/package', entry));
    const result = await build({
      entryPoints: entries,
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      outdir: 'out',
      logLevel: 'silent',
      external: ['lit', 'lit/*', '@lit/*', 'react', 'react-dom'],
      // Compiled catalogs are generated data (npm run i18n:compile), not code that could reach a store.
      plugins: [
        {
          name: 'catalogs',
          setup(catalogs) {
            catalogs.onResolve({ filter: /\/locales\// }, args => ({ path: args.path, external: true }));
          },
        },
      ],
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs).toContain('elements/console-header/console-header.component.ts');
    expect(inputs.filter(input => /^(stores|src\/(services|http|auth|storage))\//.test(input))).toEqual([]);
  });

  it('declares each event class with its fields, so an event table can say what an event carries', () => {
    const region = manifest.modules.find(module => module.path === 'src/events/region-select-event.js');
    const members = (region?.declarations?.[0] as Declaration | undefined)?.members ?? [];
    expect(members.find(member => member.name === 'region')?.description).toContain('region');
  });

  it('names a define module per element with its custom-element-definition', () => {
    for (const tag of PACKAGE_ELEMENTS) {
      const define = manifest.modules.find(module => module.path === `elements/${tag}/${tag}.js`);
      const definition = define?.exports?.find(entry => entry.kind === 'custom-element-definition');
      expect(definition?.name).toBe(tag);
      expect(definition?.declaration.module).toBe(`elements/${tag}/${tag}.component.js`);
    }
  });

  it('points declaration imports at the built modules', () => {
    expect(rewriteDeclaration("import { A } from './a.ts';\nexport * from '../b/c.ts';\nimport('./d.ts');")).toBe(
      "import { A } from './a.js';\nexport * from '../b/c.js';\nimport('./d.js');"
    );
    // Package specifiers stay as they are.
    expect(rewriteDeclaration("import { html } from 'lit';")).toBe("import { html } from 'lit';");
  });

  it('writes a package.json with an entry, types and a side-effect flag per element, Lit as a peer', () => {
    const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Parameters<typeof packageJson>[0];
    const pkg = packageJson(root) as {
      exports: Record<string, { types: string; default: string } | string>;
      sideEffects: string[];
      peerDependencies: Record<string, string>;
      dependencies: Record<string, string>;
      customElements: string;
    };
    for (const tag of PACKAGE_ELEMENTS) {
      expect(pkg.exports[`./${tag}.js`]).toEqual({
        types: `./elements/${tag}/${tag}.d.ts`,
        default: `./elements/${tag}/${tag}.js`,
      });
      expect(pkg.sideEffects).toContain(`./elements/${tag}/${tag}.js`);
      expect(pkg.sideEffects).not.toContain(`./elements/${tag}/${tag}.component.js`);
    }
    expect(pkg.peerDependencies['lit']).toBe(root.dependencies['lit']);
    expect(pkg.dependencies).not.toHaveProperty('lit');
    expect(pkg.customElements).toBe('custom-elements.json');
  });

  it('keeps the API tables of docs/elements.md equal to the sources (npm run docs:elements rewrites them)', async () => {
    const doc = readFileSync(join(ROOT, 'docs/elements.md'), 'utf8');
    const current = await withApiTables(doc, apiTables(manifest));
    expect(doc, 'docs/elements.md is stale: run npm run docs:elements').toBe(current);
  });

  it.each([
    ['de', 'de'],
    ['de-AT', 'de'],
    ['pt-BR', 'pt_BR'],
    ['fr-CA', 'fr_CA'],
    ['zh-Hans', 'zh_CN'],
    ['zh-Hant', 'zh_TW'],
    ['nb', 'no'],
    ['sr-Latn', 'sr_Latn'],
    ['ar', 'ar'],
    ['xx', 'en'],
    ['', 'en'],
  ])('setLocale(%j) activates the %s catalog', (tag, catalog) => {
    expect(catalogFor(tag)).toBe(catalog);
  });
});
