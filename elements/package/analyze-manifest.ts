// Node: the package's manifest straight from the sources, without a build (docs and tests).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageManifest, type Manifest } from './finish-package.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Runs the analyzer with the package's config into a temporary folder and shapes its output as the package's. */
export function analyzePackageManifest(): Manifest {
  const out = mkdtempSync(join(tmpdir(), 'elements-manifest-'));
  try {
    const analyzer = join(ROOT, 'node_modules/@custom-elements-manifest/analyzer/cem.js');
    const config = 'custom-elements-manifest.elements.config.mjs';
    // The analyzer joins its outdir to the working directory.
    execFileSync(process.execPath, [analyzer, 'analyze', '--config', config, '--outdir', relative(ROOT, out)], {
      cwd: ROOT,
      stdio: 'ignore',
    });
    return packageManifest(JSON.parse(readFileSync(join(out, 'custom-elements.json'), 'utf8')) as Manifest);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
