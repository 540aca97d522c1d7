/**
 * The package's manifest (dist-elements/custom-elements.json, docs/elements.md): the element classes and the event
 * classes, so each event's type resolves to a documented class with its fields. elements/package/finish-package.ts
 * rewrites paths to the built modules and adds the define modules.
 */
export default {
  globs: ['elements/*/*.component.ts', 'src/events/*.ts'],
  exclude: ['**/*.test.ts', 'elements/console-app/**'],
  outdir: 'dist-elements',
  litelement: true,
  dev: false,
  // The console's package.json names the console's own manifest; this one belongs to dist-elements/package.json.
  packagejson: false,
};
