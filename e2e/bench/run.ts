// npm run bench: boot speed of the production build beside its peers (DESIGN.md, Budgets; docs/performance.md).
//
//   npm run bench                         every target, 7 interleaved cold runs each, interactions and soak
//   npm run bench -- --only console       the static page and the console's pages only (no peers)
//   npm run bench -- --runs 3             fewer runs, for a quick look
//   npm run bench -- --skip interactions,soak
//   npm run bench -- --trace console-plugin   also writes one throttled load's Chrome trace to bench-results/
//
// Serves dist/ with gzip beside the local cloud and the plugin origin, signs the demo user in once, builds the peers
// outside the repository when they are absent, then loads every target in turn, run after run, so all of them see
// the same machine. Prints the table and writes bench-results/latest.json.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { localOrigins } from '../../emulator/origins.ts';
import { removeProfile, signedInProfile } from './browser.ts';
import { coldLoad, type LoadFigures } from './cold-load.ts';
import { measureInteractions } from './interactions.ts';
import { ensurePeerBuilt, peersAvailable, serveFloor, serveShellPeer, PEER_SOURCES, type ServedPeer } from './peers.ts';
import { formatReport, type BenchResults } from './report.ts';
import { measureSoak } from './soak.ts';
import { TARGETS, type Target } from './targets.ts';
import { writeTrace } from './trace.ts';

const origins = localOrigins();
/** The peers' shells listen here and their plugin pages on the next port. */
const PEER_PORTS = { luigi: 8201, cloudscape: 8301 } as const;

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    runs: { type: 'string', default: process.env['BENCH_RUNS'] ?? '7' },
    skip: { type: 'string', default: '' },
    trace: { type: 'string' },
  },
});
const RUNS = Number(args.runs);
const SKIP = new Set(args.skip.split(',').filter(Boolean));

async function startServers(): Promise<ChildProcess> {
  const child = spawn('npx', ['tsx', 'emulator/start.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
    env: { ...process.env, CLOUD_DATA_DIR: 'memory' },
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('servers did not start within 60 s')), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(origins.consoleOrigin)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', code => reject(new Error(`servers exited with ${code}`)));
  });
  return child;
}

function chosenTargets(): Target[] {
  const wanted = args.only?.split(',') ?? [];
  let targets = TARGETS.filter(
    target =>
      wanted.length === 0 ||
      target.group === 'floor' ||
      wanted.some(want => target.group === want || target.name === want)
  );
  if (!peersAvailable()) {
    console.log(`The peers' sources are not at ${PEER_SOURCES} (set BENCH_PEERS_SRC): measuring the console only.`);
    targets = targets.filter(target => target.group !== 'peer');
  }
  return targets;
}

async function main(): Promise<void> {
  const targets = chosenTargets();
  for (const target of targets) {
    if (target.name === 'luigi' || target.name === 'cloudscape') ensurePeerBuilt(target.name);
  }
  const servers = await startServers();
  const served: ServedPeer[] = [];
  let profile: string | undefined;
  try {
    const urls = new Map<string, string>();
    for (const target of targets) {
      if (target.path !== undefined) urls.set(target.name, `${origins.consoleOrigin}${target.path}`);
      else if (target.group === 'floor') served.push(await serveFloor(origins));
      else if (target.name === 'luigi' || target.name === 'cloudscape') {
        served.push(await serveShellPeer(target.name, origins, PEER_PORTS[target.name]));
      }
      if (target.path === undefined) urls.set(target.name, served[served.length - 1]?.url ?? '');
    }
    profile = await signedInProfile(origins.consoleOrigin);
    const loads: Record<string, LoadFigures[]> = Object.fromEntries(targets.map(target => [target.name, []]));
    for (let run = 1; run <= RUNS; run += 1) {
      const line: string[] = [];
      for (const target of targets) {
        const figures = await coldLoad(target, urls.get(target.name) ?? '', profile);
        loads[target.name]?.push(figures);
        line.push(`${target.name} ${figures.readyMs.toFixed(0)}`);
      }
      console.log(`run ${run}/${RUNS}: ready ms — ${line.join(', ')}`);
    }
    const results: BenchResults = {
      date: new Date().toISOString().slice(0, 10),
      machine: `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}`,
      runs: RUNS,
      loads,
    };
    if (!SKIP.has('interactions'))
      results.interactions = await measureInteractions(`${origins.consoleOrigin}/`, profile);
    if (!SKIP.has('soak')) results.soak = await measureSoak(origins.consoleOrigin, profile);
    if (args.trace) {
      const target = targets.find(candidate => candidate.name === args.trace);
      if (!target) throw new Error(`--trace: no target named ${args.trace}`);
      const file = await writeTrace(target, urls.get(target.name) ?? '', profile);
      console.log(`trace of one ${target.name} load: ${file} (open it in the DevTools Performance panel)`);
    }
    const descriptions = Object.fromEntries(targets.map(target => [target.name, target.description]));
    console.log(`\n${formatReport(results, descriptions)}`);
    mkdirSync('bench-results', { recursive: true });
    writeFileSync('bench-results/latest.json', JSON.stringify(results, null, 2));
  } finally {
    if (profile) removeProfile(profile);
    await Promise.all(served.map(peer => peer.close()));
    if (servers.pid) process.kill(-servers.pid, 'SIGTERM');
  }
}

await main();
