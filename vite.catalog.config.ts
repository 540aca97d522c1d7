import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { CATALOG_LANGUAGES, catalogPage, type CatalogLanguage } from './elements/catalog/catalog-page.ts';
import { analyzePackageManifest } from './elements/package/analyze-manifest.ts';
import { apiSections } from './elements/package/api-tables.ts';
import { PACKAGE_NAME } from './elements/package/finish-package.ts';
import { catalogIntlTag } from './src/i18n/catalog-locales.ts';

const ROOT = fileURLToPath(new URL('.', import.meta.url));

/** The languages of the switch, each by its own name, English first. */
function languages(): CatalogLanguage[] {
  return CATALOG_LANGUAGES.map(tag => {
    const intlTag = catalogIntlTag(tag);
    const name = new Intl.DisplayNames([intlTag], { type: 'language' }).of(intlTag) ?? tag;
    const endonym = name.charAt(0).toLocaleUpperCase(intlTag) + name.slice(1);
    return { tag, intlTag, endonym, dir: tag === 'ar' ? ('rtl' as const) : ('ltr' as const) };
  }).sort((a, b) => (a.tag === 'en' ? -1 : b.tag === 'en' ? 1 : a.endonym.localeCompare(b.endonym, 'en')));
}

/** Writes the page (navigation, sections, API tables) into index.html from the manifest, in dev and in the build. */
function catalogPagePlugin(): Plugin {
  return {
    name: 'console-elements-catalog-page',
    transformIndexHtml: {
      order: 'pre',
      handler: html => {
        const { version } = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as { version: string };
        const page = catalogPage({
          sections: apiSections(analyzePackageManifest()),
          packageName: PACKAGE_NAME,
          version,
          languages: languages(),
        });
        return html.replace('<!-- catalog-page -->', page);
      },
    },
  };
}

/**
 * The console's package.json lists only the define modules as side effects, so a bundler would drop the all-in-one
 * entry's define imports when the page imports `setLocale` from it; the package's own package.json lists the entry.
 * Here the entry is the sources' one: keep its side effects as the package's consumers get them.
 */
function packageEntrySideEffects(): Plugin {
  const entry = fileURLToPath(new URL('./elements/package/index.ts', import.meta.url));
  return {
    name: 'console-elements-entry-side-effects',
    transform: (code, id) => (id === entry ? { code, moduleSideEffects: true } : null),
  };
}

// The elements catalog (docs/elements.md, Catalog): `npm run catalog` serves it, `npm run build:catalog` writes
// dist-catalog/ as static files. Built from the elements' sources like the package, apart from the console's build
// and start-up path. Relative URLs, no inline script or style (Vite's module preload polyfill is inline: off), so it
// is served as is under the console's strict CSP.
export default defineConfig({
  root: fileURLToPath(new URL('./elements/catalog/', import.meta.url)),
  base: './',
  publicDir: false,
  plugins: [catalogPagePlugin(), packageEntrySideEffects()],
  server: { port: 5180 },
  preview: { port: 5180 },
  build: {
    target: 'es2022',
    outDir: fileURLToPath(new URL('./dist-catalog/', import.meta.url)),
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The page, and the document the shell's example frames: a layout with its own main landmark needs a window.
      input: {
        index: fileURLToPath(new URL('./elements/catalog/index.html', import.meta.url)),
        shell: fileURLToPath(new URL('./elements/catalog/shell-frame.html', import.meta.url)),
      },
    },
    // Every language's catalog is a chunk of its own; the page loads the one it shows.
    chunkSizeWarningLimit: 600,
  },
});
