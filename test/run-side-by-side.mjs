// Runs npm scripts side by side and fails when any of them fails. npm test uses it for the static checks (lint,
// formatting, types) and `npm run build` for its independent outputs (the console, the SDK, the elements package with
// its catalog): each is mostly single-threaded for much of its time, so on two cores they take little more than the
// longest instead of their sum. Each script's output is printed whole, in the order given, once it has ended.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node test/run-side-by-side.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

/** Runs one npm script; resolves with its exit code and everything it wrote. */
function run(script) {
  return new Promise(resolve => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', chunk => output.push(chunk));
    child.stderr.on('data', chunk => output.push(chunk));
    child.on('error', error => resolve({ script, code: 1, output: Buffer.from(String(error)) }));
    child.on('close', code => resolve({ script, code: code ?? 1, output: Buffer.concat(output) }));
  });
}

const results = await Promise.all(scripts.map(run));
for (const { script, code, output } of results) {
  process.stdout.write(`\n> ${script} ${code === 0 ? 'passed' : `failed (exit ${code})`}\n`);
  process.stdout.write(output);
}
const failed = results.filter(result => result.code !== 0).map(result => result.script);
if (failed.length > 0) {
  console.error(`\nfailed: ${failed.join(', ')}`);
  process.exit(1);
}
