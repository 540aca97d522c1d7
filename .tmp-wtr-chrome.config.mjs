// Temporary (chrome elements helper): the lead's config plus what @lingui/core needs in the browser without a bundler.
import base from './web-test-runner.config.mjs';

const linguiInTheBrowser = {
  name: 'lingui-in-the-browser',
  transform(context) {
    if (!context.path.includes('/node_modules/')) return undefined;
    let body = context.body;
    if (typeof body !== 'string') return undefined;
    // moo (used by @lingui/core's message compiler) is a UMD/CommonJS module.
    if (context.path.endsWith('/moo/moo.js') && !body.includes('export default')) {
      body = `const module = { exports: {} };\n${body}\nexport default module.exports;`;
    }
    // Bundlers replace process.env.NODE_ENV; the dev server's esbuild define only covers TypeScript sources.
    if (body.includes('process.env.NODE_ENV')) body = body.replaceAll('process.env.NODE_ENV', '"development"');
    return body === context.body ? undefined : { body };
  },
};

export default { ...base, plugins: [...base.plugins, linguiInTheBrowser] };
