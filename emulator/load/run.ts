// npm run cloud:load — the local cloud under load (issue 3, point 9): 50 concurrent signed clients, each with its
// own session key and token, for 30 s against a freshly seeded in-memory cloud on a free loopback port, in a process
// of its own (emulator/load/serve.ts) so the clients' signing does not share its event loop. Every answer is checked,
// not only counted: the clients take turns between two tenancies (acme-corp and globex), so an answer carrying another
// client's tenancy or user counts as wrong. Bounded in clients and time; it stops by itself.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { performance } from 'node:perf_hooks';
import { createSessionKey, signRequest, type TestSessionKey } from '../test-signer.ts';
import { scenario } from '../cloud/scenarios.ts';
import type { Scenario } from '../cloud/scenarios.ts';
import { tokenClaims } from '../../src/auth/token-claims.ts';

const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);

interface Client {
  key: TestSessionKey;
  token: string;
  tenancy: string;
  user: string;
  /** The tenancy's home region: every call goes there. */
  region: string;
}

/** The tenancies the clients take turns between: two customers that must never see each other's data. */
const TENANCIES: readonly Scenario[] = [scenario('paid-payg'), scenario('isolation-peer')];

interface Call {
  path: (client: Client) => string;
  /** What a correct answer must contain. */
  check: (body: unknown, client: Client) => boolean;
}

const CALLS: Call[] = [
  {
    path: client => `/identity/${client.region}/20160918/users/${client.user}`,
    check: (body, client) => (body as { id?: string }).id === client.user,
  },
  {
    path: client => `/identity/${client.region}/20160918/tenancies/${client.tenancy}`,
    check: (body, client) => (body as { id?: string }).id === client.tenancy,
  },
  {
    path: client => `/identity/${client.region}/20160918/tenancies/${client.tenancy}/regionSubscriptions`,
    check: (body, client) =>
      Array.isArray(body) &&
      body.some(
        region =>
          (region as { isHomeRegion?: boolean; regionName?: string }).isHomeRegion === true &&
          (region as { regionName?: string }).regionName === client.region
      ),
  },
  {
    path: client =>
      `/identity/${client.region}/20160918/compartments/${client.tenancy}/capabilities?accountInfoOnly=true`,
    check: body => typeof (body as { accountInfo?: unknown }).accountInfo === 'object',
  },
];

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;
}

interface Origins {
  cloudOrigin: string;
  consoleOrigin: string;
}

async function startCloudProcess(): Promise<{ child: ChildProcess; origins: Origins }> {
  const child = spawn('npx', ['tsx', 'emulator/load/serve.ts'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const origins = await new Promise<Origins>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the cloud did not start within 60 s')), 60_000);
    lines.once('line', line => {
      clearTimeout(timer);
      resolve(JSON.parse(line) as Origins);
    });
    child.once('exit', code => reject(new Error(`the cloud exited with ${code}`)));
  });
  return { child, origins };
}

/** Signs in through the sign-in form, as the browser does; resolves with the session token. */
async function signIn(origins: Origins, key: TestSessionKey, tenancy: Scenario): Promise<string> {
  const user = tenancy.users[0];
  if (!user) throw new Error(`${tenancy.key} has no user`);
  const form = new URLSearchParams({
    public_key: key.publicKeyParam,
    redirect_uri: `${origins.consoleOrigin}/auth/callback`,
    state: 'load',
    user_name: user.name,
    password: user.password,
  });
  const response = await fetch(`${origins.cloudOrigin}/login`, { method: 'POST', body: form, redirect: 'manual' });
  const token = new URLSearchParams(new URL(response.headers.get('location') ?? 'x:#').hash.slice(1)).get('token');
  if (!token) throw new Error(`sign-in failed with ${response.status}`);
  return token;
}

async function main(): Promise<void> {
  const { child, origins } = await startCloudProcess();
  try {
    const clients: Client[] = [];
    for (let index = 0; index < CLIENTS; index += 1) {
      const tenancy = TENANCIES[index % TENANCIES.length] as Scenario;
      const key = await createSessionKey();
      const token = await signIn(origins, key, tenancy);
      const claims = tokenClaims(token);
      clients.push({ key, token, tenancy: claims.tenant, user: claims.sub, region: tenancy.homeRegion });
    }
    console.log(
      `${CLIENTS} clients signed in (${TENANCIES.map(tenancy => tenancy.name).join(' and ')} in turn); ` +
        `loading ${origins.cloudOrigin} for ${SECONDS} s`
    );

    const latencies: number[] = [];
    const failures = new Map<string, number>();
    const deadline = performance.now() + SECONDS * 1000;
    let turn = 0;

    const runClient = async (client: Client) => {
      while (performance.now() < deadline) {
        const call = CALLS[turn++ % CALLS.length] as Call;
        const request = await signRequest({
          method: 'GET',
          url: `${origins.cloudOrigin}${call.path(client)}`,
          token: client.token,
          privateKey: client.key.privateKey,
        });
        const started = performance.now();
        try {
          const response = await fetch(request);
          const body: unknown = await response.json();
          latencies.push(performance.now() - started);
          if (response.status !== 200 || !call.check(body, client)) {
            const reason = `${response.status} ${JSON.stringify(body).slice(0, 80)}`;
            failures.set(reason, (failures.get(reason) ?? 0) + 1);
          }
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          failures.set(reason, (failures.get(reason) ?? 0) + 1);
        }
      }
    };
    const started = performance.now();
    await Promise.all(clients.map(runClient));
    const elapsed = (performance.now() - started) / 1000;

    const sorted = [...latencies].sort((a, b) => a - b);
    const failed = [...failures.values()].reduce((sum, count) => sum + count, 0);
    console.log(
      `requests: ${latencies.length} in ${elapsed.toFixed(1)} s = ${(latencies.length / elapsed).toFixed(0)}/s`
    );
    console.log(
      `latency: p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms, ` +
        `max ${(sorted[sorted.length - 1] ?? NaN).toFixed(1)} ms`
    );
    console.log(`wrong or failed answers: ${failed}`);
    for (const [reason, count] of failures) console.log(`  ${count}× ${reason}`);
    if (failed > 0) process.exitCode = 1;
  } finally {
    child.stdin?.end();
    child.kill('SIGTERM');
  }
}

await main();
