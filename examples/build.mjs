// Builds every example app (npm run build:examples) with its framework's own tooling, side by side, against
// the built package (dist-elements/, npm run build:elements). An example whose inputs (its sources, the shared demo,
// the package's files and the lock file) hash as at its last build is not built again: its dist/ keeps the hash.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'vite';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// Angular builds with its own CLI (the application builder); the others with Vite and their framework's plugin.
const EXAMPLES = ['html', 'react', 'vue', 'svelte', 'angular'];
const NG = join(ROOT, 'node_modules/@angular/cli/bin/ng.js');
const STAMP = '.inputs-hash';

function files(directory) {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter(entry => entry.isFile() && !/(^|\/)(dist|node_modules)(\/|$)/.test(relative(directory, entry.parentPath)))
    .map(entry => join(entry.parentPath, entry.name))
    .sort();
}

function inputsHash(example) {
  const hash = createHash('sha256');
  const inputs = [
    ...files(join(ROOT, 'examples', example)),
    ...files(join(ROOT, 'examples/shared')),
    ...files(join(ROOT, 'dist-elements')),
    join(ROOT, 'package-lock.json'),
  ];
  for (const file of inputs) hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file));
  return hash.digest('hex');
}

async function buildExample(example) {
  const started = performance.now();
  const stamp = join(ROOT, 'examples', example, 'dist', STAMP);
  const hash = inputsHash(example);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return `${example}: unchanged`;
  if (example === 'angular') {
    await promisify(execFile)(process.execPath, [NG, 'build'], {
      cwd: join(ROOT, 'examples', example),
      env: { ...process.env, NG_CLI_ANALYTICS: 'false' },
    });
  } else {
    await build({ configFile: join(ROOT, 'examples', example, 'vite.config.mjs') });
  }
  writeFileSync(stamp, hash);
  return `${example}: built in ${((performance.now() - started) / 1000).toFixed(1)} s`;
}

if (!existsSync(join(ROOT, 'dist-elements/package.json'))) {
  throw new Error('dist-elements/ is missing: run `npm run build:elements` first');
}
const results = await Promise.all(EXAMPLES.map(buildExample));
console.log(results.join('\n'));
