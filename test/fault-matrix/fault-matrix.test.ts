// The fault matrix (issue 20 point 1): every call the console makes × every fault, injected through ONE local cloud's
// fault API, each cell ending in the behaviour the spec names for it, never in an uncaught error or a stuck load.
// A timeout cell runs on a fake clock (the call hangs; the client's timers are advanced), so it takes milliseconds.
// docs/fault-matrix.md is written from this run's results (`npm run docs:fault-matrix`) and compared with them.
import 'fake-indexeddb/auto';
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { scenario } from '../../emulator/cloud/scenarios.ts';
import { resetFeatureFlags } from '../../src/feature-flags.ts';
import { serviceBreakers } from '../../src/http/circuit-breaker.ts';
import { $activeRegion } from '../../stores/active-region.ts';
import { installBrowserGlobals, type BrowserGlobals } from '../browser-globals.ts';
import { signInClient, type ClientSession } from '../client-session.ts';
import { useSession, useStoreCloud } from '../store-cloud.ts';
import { FAULT_DOC, faultMatrixDocument, type CellResult } from './document.ts';
import { FAULT_KINDS, faultRequest, type FaultKind } from './faults.ts';
import { scanServiceCalls } from './inventory.ts';
import {
  MATRIX_ROWS,
  UNUSED_ROWS,
  expectedBehaviour,
  useMatrixDatabase,
  type MatrixRow,
  type RunOutcome,
} from './rows.ts';

const cloud = useStoreCloud();
const sessions = new Map<string, ClientSession>();
const results: CellResult[] = [];
const timings: number[] = [];
const unhandled: unknown[] = [];
let operations: { service: string; operation: string }[] = [];
let browser: BrowserGlobals | undefined;

/** Real time the event loop gets before the fake clock jumps to its next timer. */
const REAL_TURN_MS = 4;
// Taken before any test fakes the clock.
const realSetTimeout = globalThis.setTimeout;
/** Real time any other cell may take before it counts as stuck (its faults answer at once). */
const REAL_BUDGET_MS = 15_000;

const DISCOVER = process.env['FAULT_MATRIX_DISCOVER'] === '1';
const UPDATE = process.env['UPDATE_FAULT_MATRIX'] === '1';

// The client's requests in flight, counted at fetch: the fake clock waits while there are any.
let fetchesOut = 0;
const realFetch = globalThis.fetch;

function countedFetch(...args: Parameters<typeof fetch>): ReturnType<typeof fetch> {
  fetchesOut += 1;
  return realFetch(...args).finally(() => (fetchesOut -= 1));
}

function recordUnhandled(reason: unknown) {
  unhandled.push(reason);
}

beforeAll(async () => {
  process.on('unhandledRejection', recordUnhandled);
  globalThis.fetch = countedFetch;
  useMatrixDatabase(cloud.local.cloud.db);
  const response = await fetch(`${cloud.local.origins.cloudOrigin}/_emulator/operations`);
  operations = (await response.json()) as { service: string; operation: string }[];
  for (const key of new Set(MATRIX_ROWS.flatMap(row => (row.account ? [row.account] : [])))) {
    const [user] = scenario(key).users;
    if (!user) throw new Error(`no user in ${key}`);
    sessions.set(key, await signInClient(cloud.local, { userName: user.name, password: user.password }));
  }
  browser = installBrowserGlobals();
});

afterAll(() => {
  process.off('unhandledRejection', recordUnhandled);
  globalThis.fetch = realFetch;
  browser?.uninstall();
});

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await cloud.local.clearFaults();
});

/** The fault rule's target: the row's service, else the one service declaring the operation. */
function target(row: MatrixRow): { service: string; operation: string } {
  if (row.target) return row.target;
  if (row.service) return { service: row.service, operation: row.operation };
  const services = [...new Set(operations.filter(entry => entry.operation === row.operation).map(e => e.service))];
  if (services.length !== 1) throw new Error(`${row.operation} is served by ${services.join(', ') || 'no service'}`);
  return { service: services[0] ?? '', operation: row.operation };
}

/**
 * How the fake clock moves while the cloud and the client are idle: to the next timer (a hanging call's attempt
 * timeouts), or in small steps (retry-after waits, where a timer further on is the timeout of a call about to be
 * answered: a step too many then costs a quarter of a second, not the call).
 */
type FakeClock = 'next-timer' | 'steps';

/** The fake-clock step of a `steps` cell. */
const FAKE_STEP_MS = 250;

/** Runs the probe, on the real clock or on a fake one advanced only between real turns in which nothing was busy. */
async function settle(run: () => Promise<unknown>, fakeClock: FakeClock | null): Promise<RunOutcome | 'stuck'> {
  let outcome: RunOutcome | undefined;
  const running = run().then(
    value => (outcome = { resolved: true, value }),
    (error: unknown) => (outcome = { resolved: false, error })
  );
  if (!fakeClock) {
    const stuck = new Promise<'stuck'>(resolve => setTimeout(() => resolve('stuck'), REAL_BUDGET_MS).unref());
    await Promise.race([running, stuck]);
    return outcome ?? 'stuck';
  }
  // Busy: the local cloud works on a request, or the client has one out. Two idle turns in a row let every call that
  // gets an answer have it before the clock moves past its own timer.
  const realDeadline = performance.now() + REAL_BUDGET_MS;
  let idleTurns = 0;
  while (outcome === undefined && performance.now() < realDeadline) {
    await new Promise(resolve => realSetTimeout(resolve, REAL_TURN_MS));
    // A request a hang fault holds is out at the client too: it is no work that will end on its own.
    const busy = cloud.local.busyRequests() > 0 || fetchesOut - cloud.local.cloud.faults.waitingCount() > 0;
    idleTurns = busy ? 0 : idleTurns + 1;
    if (outcome !== undefined || idleTurns < 2) continue;
    idleTurns = 0;
    if (fakeClock === 'next-timer') await vi.advanceTimersToNextTimerAsync();
    else await vi.advanceTimersByTimeAsync(FAKE_STEP_MS);
  }
  return outcome ?? 'stuck';
}

async function runCell(row: MatrixRow, fault: FaultKind): Promise<string> {
  const session = row.account ? sessions.get(row.account) : cloud.demo;
  if (!session) throw new Error(`no session for ${row.account ?? 'the demo user'}`);
  resetFeatureFlags();
  // Every cell starts with closed circuit breakers: a breaker opened by the cells before would fail this one's calls
  // before they are sent, and the cell would prove the breaker instead of the fault.
  serviceBreakers.reset();
  browser?.uninstall();
  browser = installBrowserGlobals();
  await useSession(session);
  $activeRegion.set(session.claims.issuer_region);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  if (row.probe.prime) await row.probe.prime();
  for (const also of row.alsoFailing ?? []) await cloud.local.injectFault(also);
  await cloud.local.injectFault(faultRequest(fault, target(row)));
  const before = unhandled.length;
  // A hanging call ends by the client's timeouts, a 429 by its retry-after waits: both on the fake clock.
  // A row whose store waits on timers of its own (a search's quiet time) runs every cell on the fake clock.
  const fakeClock: FakeClock | null =
    fault === 'timeout' ? 'next-timer' : fault === '429 retry-after' ? 'steps' : row.fakeClock ? 'next-timer' : null;
  if (fakeClock) vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  let outcome: RunOutcome | 'stuck';
  try {
    outcome = await settle(row.probe.run, fakeClock);
  } finally {
    vi.useRealTimers();
  }
  // Rejections are reported a turn after they happen.
  await new Promise(resolve => setImmediate(resolve));
  if (unhandled.length > before) return `uncaught: ${String(unhandled[before])}`;
  if (outcome === 'stuck') return 'stuck: never settled';
  if (!outcome.resolved && row.level === 'store') {
    return `store action threw: ${outcome.error instanceof Error ? outcome.error.message : String(outcome.error)}`;
  }
  return row.probe.observe(outcome);
}

describe('the fault matrix', () => {
  it('has a row for every call site in the code, and only those', () => {
    const sites = scanServiceCalls();
    const key = (entry: { module: string; operation: string }) => `${entry.module}#${entry.operation}`;
    const rows = new Set([...MATRIX_ROWS, ...UNUSED_ROWS].map(key));
    expect(sites.filter(site => !rows.has(key(site))).map(key), 'calls without a row').toEqual([]);
    const known = new Set(sites.map(key));
    expect(
      [...rows].filter(row => !known.has(row)),
      'rows without a call'
    ).toEqual([]);
    const called = new Set(sites.filter(site => site.callers.length > 0).map(key));
    expect(
      UNUSED_ROWS.map(key).filter(row => called.has(row)),
      'rows marked unused that the console calls'
    ).toEqual([]);
    expect(
      MATRIX_ROWS.map(key).filter(row => !called.has(row)),
      'probed rows the console never calls'
    ).toEqual([]);
  });

  for (const row of MATRIX_ROWS) {
    describe(`${row.operation} (${row.module})`, () => {
      for (const fault of FAULT_KINDS) {
        it(fault, async () => {
          const started = performance.now();
          const actual = await runCell(row, fault);
          const expected = expectedBehaviour(row, fault);
          results.push({ row, fault, actual, expected });
          timings.push(performance.now() - started);
          if (DISCOVER) return;
          expect(actual).toBe(expected);
        });
      }
    });
  }

  it('is written down in docs/fault-matrix.md as this run found it (npm run docs:fault-matrix)', async () => {
    const document = await faultMatrixDocument(results, scanServiceCalls());
    if (DISCOVER) {
      for (const [index, result] of results.entries()) {
        const mark = result.actual === result.expected ? ' ' : '✗';
        const ms = Math.round(timings[index] ?? 0);
        console.log(
          `${mark} ${result.row.operation.padEnd(34)} ${result.fault.padEnd(18)} ${String(ms).padStart(5)} ${result.actual}`
        );
      }
      return;
    }
    if (UPDATE) writeFileSync(FAULT_DOC, document);
    expect(readFileSync(FAULT_DOC, 'utf8')).toBe(document);
  });
});
