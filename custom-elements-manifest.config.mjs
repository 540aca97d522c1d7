/** The custom-elements manifest is generated from the elements' JSDoc (CONVENTIONS.md). */
export default {
  globs: ['elements/**/*.component.ts'],
  exclude: ['**/*.test.ts'],
  outdir: '.',
  litelement: true,
  dev: false,
};
