// Signing audit (issue 20 point 5) against one real local cloud served over HTTP: replays outside and inside the
// clock-skew window, signatures over another host or path, a body that does not match x-content-sha256, and a
// generated cross-tenancy matrix: every signed GET route the cloud declares, called with one tenancy's session against
// every other tenancy's ids. docs/security.md points here.
import { readFileSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCloud } from '../../test/local-cloud.ts';
import type { LocalCloud } from '../../test/local-cloud.ts';
import { createSessionKey, signRequest } from '../test-signer.ts';
import type { TestSessionKey } from '../test-signer.ts';
import { MAX_CLOCK_SKEW_MS } from './authenticate.ts';
import { scenario } from './scenarios.ts';
import type { Scenario } from './scenarios.ts';
import type { OperationInfo } from './services/service-router.ts';

const ACME = scenario('paid-payg');
const GLOBEX = scenario('isolation-peer');

interface Caller {
  tenancy: Scenario;
  key: TestSessionKey;
  token: string;
}

let local: LocalCloud;
let acme: Caller;
let globex: Caller;

async function signInAs(tenancy: Scenario): Promise<Caller> {
  const user = tenancy.users[0];
  if (!user) throw new Error(`${tenancy.key} has no user`);
  const key = await createSessionKey();
  const token = await local.signIn(key.publicJwk, { userName: user.name, password: user.password });
  return { tenancy, key, token };
}

beforeAll(async () => {
  local = await startLocalCloud();
  [acme, globex] = await Promise.all([signInAs(ACME), signInAs(GLOBEX)]);
});
afterAll(() => local.close());

function url(path: string): string {
  return `${local.origins.cloudOrigin}${path}`;
}

function signed(caller: Caller, path: string, extra: { method?: string; body?: string; host?: string } = {}) {
  // Signing over another origin signs its host; the request still goes to the local cloud below.
  const origin = extra.host === undefined ? local.origins.cloudOrigin : `http://${extra.host}`;
  return signRequest({
    method: extra.method ?? 'GET',
    url: `${origin}${path}`,
    token: caller.token,
    privateKey: caller.key.privateKey,
    body: extra.body,
  });
}

interface RawAnswer {
  status: number;
  body: string;
}

/** Sends a request over node:http exactly as given, the Host header included (fetch sets Host from the URL). */
function sendRaw(path: string, headers: Record<string, string>, method = 'GET', body?: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(local.origins.cloudOrigin);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: hostname, port, path, method, headers }, incoming => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** A captured request's headers, to send again as they are. */
function headersOf(request: Request): Record<string, string> {
  return Object.fromEntries(request.headers.entries());
}

async function setClockSkew(seconds: number | null): Promise<void> {
  const response = await fetch(url('/_emulator/conditions'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(
      seconds === null ? { condition: 'clock-skew', on: false } : { condition: 'clock-skew', seconds }
    ),
  });
  expect(response.ok).toBe(true);
}

const TENANCY_PATH = (caller: Caller) => `/identity/us-ashburn-1/20160918/tenancies/${caller.tenancy.id}`;

describe('replayed signatures', () => {
  afterEach(() => setClockSkew(null));

  // The cloud keeps no nonce, as the provider's API: within the window an identical request is simply served again
  // (TLS keeps it from being captured; the window bounds the damage). docs/security.md says so.
  it('serves an exact replay inside the 5-minute window, and refuses it once the window has passed', async () => {
    const request = await signed(acme, TENANCY_PATH(acme));
    const headers = { ...headersOf(request), host: new URL(local.origins.cloudOrigin).host };
    const first = await sendRaw(TENANCY_PATH(acme), headers);
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toMatchObject({ id: ACME.id });
    expect((await sendRaw(TENANCY_PATH(acme), headers)).status).toBe(200);

    await setClockSkew((MAX_CLOCK_SKEW_MS - 10_000) / 1000);
    expect((await sendRaw(TENANCY_PATH(acme), headers)).status).toBe(200);

    await setClockSkew((MAX_CLOCK_SKEW_MS + 10_000) / 1000);
    const late = await sendRaw(TENANCY_PATH(acme), headers);
    expect(late.status).toBe(401);
    expect(JSON.parse(late.body)).toMatchObject({
      code: 'NotAuthenticated',
      message: expect.stringMatching(/clock skew/),
    });

    // A request dated in the future is refused the same way: its window starts only at its date.
    await setClockSkew(-(MAX_CLOCK_SKEW_MS + 10_000) / 1000);
    expect((await sendRaw(TENANCY_PATH(acme), headers)).status).toBe(401);
  });
});

describe('signature over another request', () => {
  const own = () => new URL(local.origins.cloudOrigin);

  it('refuses a signature over another host, whether the request names its real host or the signed one', async () => {
    const path = TENANCY_PATH(acme);
    for (const host of [
      'cloud.attacker.example',
      `127.0.0.1:${Number(own().port) + 1}`,
      `127.0.0.1.attacker.example:${own().port}`,
    ]) {
      const request = await signed(acme, path, { host });
      const asSent = await sendRaw(path, { ...headersOf(request), host: own().host });
      expect(asSent.status, `${host}, real Host`).toBe(401);
      expect(asSent.body).toMatch(/signature does not verify/);
      // Claiming the signed host makes the signing string match: the cloud must still know it is not that host.
      const claimed = await sendRaw(path, { ...headersOf(request), host });
      expect(claimed.status, `${host}, claimed Host`).toBe(401);
      expect(claimed.body).toMatch(/host/i);
    }
    // The cloud's own loopback names are the same endpoint: a client configured with localhost works.
    const viaLocalhost = await signed(acme, path, { host: `localhost:${own().port}` });
    expect((await sendRaw(path, { ...headersOf(viaLocalhost), host: `localhost:${own().port}` })).status).toBe(200);
  });

  it('refuses a signature over another path or query sent to this one', async () => {
    const signedPath = TENANCY_PATH(acme);
    const request = await signed(acme, signedPath);
    const headers = { ...headersOf(request), host: own().host };
    for (const path of [
      `/identity/us-ashburn-1/20160918/tenancies/${GLOBEX.id}`,
      `${signedPath}?compartmentId=${GLOBEX.id}`,
      `/identity/eu-frankfurt-1/20160918/tenancies/${ACME.id}`,
      signedPath.toUpperCase(),
    ]) {
      const answer = await sendRaw(path, headers);
      // A path no route matches is a 404 before any signature check; either way nothing is served.
      expect([401, 404], path).toContain(answer.status);
      expect(answer.body).not.toContain('"name"');
    }
    expect((await sendRaw(signedPath, headers)).status).toBe(200);
  });
});

describe('signed body', () => {
  const PATH = '/auth/us-ashburn-1/v1/authentication/refresh';

  it('refuses a body that does not match x-content-sha256, signed or not', async () => {
    const body = JSON.stringify({ currentToken: acme.token });
    const request = await signed(acme, PATH, { method: 'POST', body });
    const headers = { ...headersOf(request), host: new URL(local.origins.cloudOrigin).host };
    // Same length, other bytes: the signed hash no longer matches.
    const swapped = body.replace(/.$/, ' ');
    const changed = await sendRaw(PATH, headers, 'POST', swapped);
    expect(changed.status).toBe(401);
    expect(changed.body).toMatch(/x-content-sha256 header does not match/);
    // The hash recomputed for the new body: now the signature does not verify.
    const rehashed = await sendRaw(
      PATH,
      {
        ...headers,
        'x-content-sha256':
          (await signed(acme, PATH, { method: 'POST', body: swapped })).headers.get('x-content-sha256') ?? '',
      },
      'POST',
      swapped
    );
    expect(rehashed.status).toBe(401);
    expect(rehashed.body).toMatch(/signature does not verify/);
    // The request as signed is served.
    const served = await sendRaw(PATH, headers, 'POST', body);
    expect(served.status).toBe(200);
  });
});

// ---- cross-tenancy reads, generated ----

const SERVICES_DIR = fileURLToPath(new URL('./services/', import.meta.url));

/** Every query parameter a service module reads, from the modules' sources (`…Query(c, 'name'` or `query('name')`). */
function queryParameterNames(): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        const text = readFileSync(path, 'utf8');
        for (const match of text.matchAll(/(?:Query\(c,\s*|query\()'([A-Za-z]+)'/g)) names.add(match[1] ?? '');
      }
    }
  };
  walk(SERVICES_DIR);
  names.delete('');
  return [...names].sort();
}

interface Row {
  table: string;
  columns: Record<string, string>;
}

/** Every text cell of the database, row by row, with the table it came from. */
async function allRows(): Promise<Row[]> {
  const { rows: columns } = await local.cloud.db.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying') order by table_name`
  );
  const byTable = new Map<string, string[]>();
  for (const column of columns)
    byTable.set(column.table_name, [...(byTable.get(column.table_name) ?? []), column.column_name]);
  const rows: Row[] = [];
  for (const [table, names] of byTable) {
    const result = await local.cloud.db.query<Record<string, string | null>>(
      `select ${names.map(name => `"${name}"`).join(', ')} from "${table}"`
    );
    for (const row of result.rows) {
      const cells: Record<string, string> = {};
      for (const name of names) if (typeof row[name] === 'string') cells[name] = row[name];
      rows.push({ table, columns: cells });
    }
  }
  return rows;
}

/** The tenancies a row belongs to: every tenancy whose OCID is one of its cells. */
function owners(row: Row, tenancyIds: readonly string[]): string[] {
  const cells = new Set(Object.values(row.columns));
  return tenancyIds.filter(id => cells.has(id));
}

/** Worth looking for in an answer: long enough not to occur by chance, and not a date that any answer may hold. */
function distinctive(value: string): boolean {
  return value.length >= 8 && !/^\d{4}-\d{2}-\d{2}/.test(value) && !/^(true|false|null)$/i.test(value);
}

const lower = (text: string) => text.toLowerCase().replace(/[_-]/g, '');

/** OCID type segment: ocid1.<type>.… */
const ocidType = (value: string) => (value.startsWith('ocid1.') ? (value.split('.')[1] ?? '') : '');

/** The foreign rows' values a parameter could name, best matches first (id-like: typed OCIDs, then row ids). */
function candidates(name: string, foreign: readonly Row[], tenancyNames: Map<string, string>): string[] {
  const found: string[] = [];
  const add = (value: string | undefined) => {
    if (value !== undefined && value !== '' && !found.includes(value)) found.push(value);
  };
  const idMatch = /^(.*?)Ids?$/.exec(name);
  const nameMatch = /^(.+)Name$/.exec(name);
  if (idMatch) {
    const stem = lower(idMatch[1] ?? '');
    if (/tenan|compartment/.test(stem)) for (const id of tenancyNames.keys()) add(id);
    for (const row of foreign)
      for (const value of Object.values(row.columns)) {
        const type = ocidType(value);
        if (type !== '' && stem !== '' && (type.includes(stem) || stem.endsWith(type))) add(value);
      }
    for (const row of foreign) if (stem !== '' && lower(row.table).includes(stem)) add(row.columns['id']);
  } else if (nameMatch) {
    const stem = lower(nameMatch[1] ?? '');
    if (/tenan/.test(stem)) for (const tenancyName of tenancyNames.values()) add(tenancyName);
    for (const row of foreign) add(row.columns[stem]);
    for (const row of foreign) if (lower(row.table).includes(stem)) add(row.columns['name']);
  }
  return found;
}

/** A probe: a signed GET route with every parameter filled with another tenancy's values. */
interface Probe {
  operation: OperationInfo;
  path: string;
  sent: string[];
}

function probes(
  operations: readonly OperationInfo[],
  attacker: Caller,
  foreign: readonly Row[],
  tenancyNames: Map<string, string>,
  queryNames: readonly string[],
  { regions, variants: most }: { regions: readonly string[]; variants: number }
): Probe[] {
  const fallback = [...tenancyNames.keys()];
  const pick = (name: string, count: number) => {
    const found = candidates(name, foreign, tenancyNames);
    return (found.length > 0 ? found : fallback).slice(0, count);
  };
  const query = new URLSearchParams();
  for (const name of queryNames) {
    if (!/(Ids?|Name)$/.test(name) || name === 'displayName') continue;
    const [value] = pick(name, 1);
    if (value !== undefined) query.set(name, value);
  }
  const all: Probe[] = [];
  for (const operation of operations) {
    const params = [...operation.path.matchAll(/:([A-Za-z]+)/g)].map(match => match[1] ?? '');
    // Up to `most` values per parameter, taken in step (the nth value of each), in each region.
    const choices = params.map(param => (param === 'region' ? [] : pick(param, most)));
    const variants = Math.max(1, ...choices.map(list => list.length));
    for (const region of regions) {
      for (let variant = 0; variant < variants; variant += 1) {
        const sent: string[] = [];
        const path = operation.path.replace(/:([A-Za-z]+)/g, (_match, param: string) => {
          if (param === 'region') return region;
          const list = choices[params.indexOf(param)] ?? [];
          const value = list[variant % Math.max(1, list.length)] ?? 'probe';
          sent.push(value);
          return encodeURIComponent(value);
        });
        all.push({ operation, path: `${path}?${query.toString()}`, sent: [...sent, ...query.values()] });
      }
    }
  }
  return all;
}

async function inBatches<T, R>(items: readonly T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(run))));
  }
  return results;
}

// The matrix calls the cloud's handler directly: hundreds of requests, and the transport is the tests above's concern.
async function get(caller: Caller, path: string): Promise<RawAnswer> {
  const response = await local.cloud.fetch(await signed(caller, path));
  return { status: response.status, body: await response.text() };
}

describe('cross-tenancy reads, every signed GET route', () => {
  it.each([
    ['acme-corp', () => acme],
    ['globex', () => globex],
  ])(
    '%s reads nothing of any other tenancy: 0 leaks over every route, region and parameter',
    async (_name, who) => {
      const attacker = who();
      const operationsAnswer = await local.cloud.fetch(new Request(url('/_emulator/operations')));
      const operations = ((await operationsAnswer.json()) as OperationInfo[]).filter(
        operation => operation.method === 'GET' && operation.auth === 'signed'
      );
      expect(operations.length).toBeGreaterThan(50);

      const rows = await allRows();
      const { rows: tenancies } = await local.cloud.db.query<{ id: string; name: string }>(
        'select id, name from tenancies'
      );
      const tenancyIds = tenancies.map(tenancy => tenancy.id);
      const own = new Set<string>();
      const shared = new Set<string>();
      const foreign: Row[] = [];
      for (const row of rows) {
        const of = owners(row, tenancyIds);
        if (of.includes(attacker.tenancy.id)) for (const value of Object.values(row.columns)) own.add(value);
        else if (of.length === 0) for (const value of Object.values(row.columns)) shared.add(value);
        else foreign.push(row);
      }
      const tenancyNames = new Map(
        tenancies.filter(tenancy => tenancy.id !== attacker.tenancy.id).map(tenancy => [tenancy.id, tenancy.name])
      );

      // What the attacker legitimately sees: its own answers to every route (catalogs, shared texts).
      const ownRows = rows.filter(row => owners(row, tenancyIds).includes(attacker.tenancy.id));
      const ownNames = new Map([[attacker.tenancy.id, attacker.tenancy.name]]);
      const queryNames = queryParameterNames();
      const home = { regions: [attacker.tenancy.homeRegion], variants: 1 };
      const baseline = await inBatches(probes(operations, attacker, ownRows, ownNames, queryNames, home), 8, probe =>
        get(attacker, probe.path)
      );
      const seen = baseline.map(answer => answer.body).join('\n');

      const candidatesOfSecrets = new Set<string>();
      for (const row of foreign) {
        for (const value of Object.values(row.columns)) {
          if (distinctive(value) && !own.has(value) && !shared.has(value)) candidatesOfSecrets.add(value);
        }
      }
      const secrets = new Set([...candidatesOfSecrets].filter(value => !seen.includes(value)));
      expect(secrets.size).toBeGreaterThan(200);

      // One region: Frankfurt, which both callers subscribe to and where the other tenancies' regional data (buckets)
      // lives; the region check itself is api.test.ts's (an unsubscribed region is a 404 before any handler).
      const attack = probes(operations, attacker, foreign, tenancyNames, queryNames, {
        regions: ['eu-frankfurt-1'],
        variants: 2,
      });
      const answers = await inBatches(attack, 8, async probe => ({ probe, answer: await get(attacker, probe.path) }));
      const leaks: string[] = [];
      for (const { probe, answer } of answers) {
        // An error may repeat what was sent (ids in its message); an answer that is not an error shows nothing foreign.
        const echoed = answer.status >= 400 ? new Set(probe.sent) : new Set<string>();
        const shown = [...secrets].filter(secret => !echoed.has(secret) && answer.body.includes(secret));
        if (shown.length > 0 || answer.status >= 500) {
          leaks.push(`${probe.operation.operation} ${probe.path} → ${answer.status}: ${shown.slice(0, 3).join(', ')}`);
        }
      }
      expect(leaks).toEqual([]);
      // Every route was tried against other tenancies' ids.
      expect(new Set(attack.map(probe => probe.operation.path)).size).toBe(new Set(operations.map(op => op.path)).size);

      // The probes are real requests: the owners of those ids, asking the same, do see their data. Were the probes
      // malformed, the matrix above would pass for nothing.
      if (attacker === acme) {
        const owned = probes(
          operations,
          globex,
          rows.filter(row => owners(row, tenancyIds).includes(GLOBEX.id)),
          new Map([[GLOBEX.id, GLOBEX.name]]),
          queryNames,
          { regions: ['eu-frankfurt-1'], variants: 1 }
        );
        const ownerAnswers = await inBatches(owned, 8, probe => get(globex, probe.path));
        const globexValues = new Set(
          rows.filter(row => owners(row, tenancyIds).includes(GLOBEX.id)).flatMap(row => Object.values(row.columns))
        );
        const globexSecrets = [...secrets].filter(secret => globexValues.has(secret));
        const showing = ownerAnswers.filter(answer => globexSecrets.some(secret => answer.body.includes(secret)));
        expect(showing.length).toBeGreaterThan(25);
      }
      // About 300 signed requests: a few seconds alone, far longer when both cores run other test files.
    },
    90_000
  );
});
