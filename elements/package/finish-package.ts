// Node, run by `npm run build:elements` after Vite, tsc and the manifest analyzer: turns dist-elements/ into a
// package (docs/elements.md). The pure parts are exported for elements/package/package.test.ts.
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PACKAGE_ELEMENTS } from './package-elements.ts';

/** The package's name on the registry. */
export const PACKAGE_NAME = '@cloud-console/elements';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const OUT = join(ROOT, 'dist-elements');

/** A module path of the source tree as the built package names it (`.ts` → `.js`). */
export function builtPath(path: string): string {
  return path.replace(/\.ts$/, '.js');
}

/** Relative `.ts` specifiers of a declaration file pointed at the built `.js` modules TypeScript resolves to `.d.ts`. */
export function rewriteDeclaration(text: string): string {
  return text.replace(/((?:from|import)\s*\(?\s*['"])(\.{1,2}\/[^'"]*)\.ts(['"])/g, '$1$2.js$3');
}

interface Reference {
  name: string;
  module?: string;
  package?: string;
}
interface ManifestEvent {
  name?: string;
  type?: { text: string; references?: Reference[] };
  description?: string;
}
interface Declaration {
  kind: string;
  name: string;
  tagName?: string;
  customElement?: boolean;
  events?: ManifestEvent[];
  [key: string]: unknown;
}
interface Module {
  kind: 'javascript-module';
  path: string;
  declarations?: Declaration[];
  exports?: { kind: string; name: string; declaration: Reference }[];
}
/** The parts of a custom-elements manifest this script reads and writes. */
export interface Manifest {
  schemaVersion: string;
  readme?: string;
  modules: Module[];
}

const EVENT_MODULE = /^src\/events\/.*\.ts$/;

/**
 * The package's manifest from the analyzer's: only the packaged elements and the event classes, paths of built
 * modules, each event named once with its type referring to its event class, and the define modules with their
 * `custom-element-definition` exports (the analyzer sees only the class modules).
 */
export function packageManifest(raw: Manifest): Manifest {
  const elementModules = new Set<string>(PACKAGE_ELEMENTS.map(tag => `elements/${tag}/${tag}.component.ts`));
  const eventClasses = new Map<string, string>();
  for (const module of raw.modules) {
    if (!EVENT_MODULE.test(module.path)) continue;
    for (const declaration of module.declarations ?? []) eventClasses.set(declaration.name, builtPath(module.path));
  }
  const modules: Module[] = [];
  for (const module of raw.modules) {
    if (!elementModules.has(module.path) && !EVENT_MODULE.test(module.path)) continue;
    modules.push({
      ...module,
      path: builtPath(module.path),
      declarations: module.declarations?.map(declaration => withEvents(declaration, eventClasses)),
      exports: module.exports?.map(entry => ({
        ...entry,
        declaration: { ...entry.declaration, module: builtPath(entry.declaration.module ?? module.path) },
      })),
    });
  }
  for (const tag of PACKAGE_ELEMENTS) {
    const classModule = modules.find(module => module.path === `elements/${tag}/${tag}.component.js`);
    const element = classModule?.declarations?.find(declaration => declaration.tagName === tag);
    if (!classModule || !element) throw new Error(`${tag}: no documented class (JSDoc @tag) in its .component.ts`);
    modules.push({
      kind: 'javascript-module',
      path: `elements/${tag}/${tag}.js`,
      declarations: [],
      exports: [
        { kind: 'js', name: element.name, declaration: { name: element.name, module: classModule.path } },
        { kind: 'custom-element-definition', name: tag, declaration: { name: element.name, module: classModule.path } },
      ],
    });
  }
  return { schemaVersion: raw.schemaVersion, readme: 'README.md', modules };
}

/**
 * An element's events as the JSDoc `@fires` tags say them. The analyzer also lists each `dispatchEvent(new X())` it
 * sees, without a name (or with a constructor argument as one): those are dropped, the documented entry stays.
 */
function withEvents(declaration: Declaration, eventClasses: ReadonlyMap<string, string>): Declaration {
  if (!declaration.events) return declaration;
  const events = declaration.events
    .filter(event => event.name?.startsWith('console-'))
    .map(event => {
      const text = event.type?.text ?? '';
      const module = eventClasses.get(text);
      return module ? { ...event, type: { text, references: [{ name: text, module }] } } : event;
    });
  return { ...declaration, events };
}

/** Versions the package asks of the consumer: the ones the console itself runs on. */
interface RootPackage {
  version: string;
  license?: string;
  dependencies: Record<string, string>;
}

/** The package's package.json. */
export function packageJson(root: RootPackage): Record<string, unknown> {
  const entry = (path: string) => ({ types: `./${path}.d.ts`, default: `./${path}.js` });
  const exports: Record<string, unknown> = {
    '.': entry('elements/package/index'),
    './classes.js': entry('elements/package/classes'),
    './react.js': entry('elements/package/react'),
  };
  for (const tag of PACKAGE_ELEMENTS) {
    exports[`./${tag}.js`] = entry(`elements/${tag}/${tag}`);
    exports[`./${tag}.component.js`] = entry(`elements/${tag}/${tag}.component`);
  }
  exports['./theme.css'] = './theme.css';
  exports['./custom-elements.json'] = './custom-elements.json';
  exports['./package.json'] = './package.json';
  const version = (name: string) => {
    const range = root.dependencies[name];
    if (!range) throw new Error(`${name} is not a dependency of the console`);
    return range;
  };
  return {
    name: PACKAGE_NAME,
    version: root.version,
    description: "The cloud console's chrome (header, menus, toasts, side panel, docks, banner) as custom elements.",
    license: root.license ?? 'UNLICENSED',
    type: 'module',
    main: './elements/package/index.js',
    module: './elements/package/index.js',
    types: './elements/package/index.d.ts',
    exports,
    // Only the define modules and the all-in-one entry register elements; everything else may be tree-shaken.
    sideEffects: ['./elements/package/index.js', ...PACKAGE_ELEMENTS.map(tag => `./elements/${tag}/${tag}.js`)],
    customElements: 'custom-elements.json',
    peerDependencies: { lit: version('lit'), '@lit/context': version('@lit/context'), react: version('react') },
    peerDependenciesMeta: { react: { optional: true } },
    dependencies: { '@lit/react': version('@lit/react') },
  };
}

function declarationFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter(entry => entry.isFile() && entry.name.endsWith('.d.ts'))
    .map(entry => join(entry.parentPath, entry.name));
}

function finish(): void {
  for (const file of declarationFiles(OUT)) writeFileSync(file, rewriteDeclaration(readFileSync(file, 'utf8')));
  const manifestFile = join(OUT, 'custom-elements.json');
  const raw = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  writeFileSync(manifestFile, `${JSON.stringify(packageManifest(raw), null, 2)}\n`);
  const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as RootPackage;
  writeFileSync(join(OUT, 'package.json'), `${JSON.stringify(packageJson(root), null, 2)}\n`);
  copyFileSync(join(ROOT, 'src/styles/tokens.css'), join(OUT, 'theme.css'));
  copyFileSync(join(ROOT, 'elements/package/README.md'), join(OUT, 'README.md'));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) finish();
