import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { CloudEnv } from './context.ts';
import { ApiError, defaultErrorCode, invalidParameter } from './wire/errors.ts';

/** An operation name a fault can target: whatever a route declares (GET /_emulator/operations lists them). */
export type FaultOperation = string;

/** A fault rule (modelled on LocalStack's chaos API); null matchers match every value. */
export interface FaultRule {
  id: string;
  /** Matches the service: the first path segment of the route, e.g. identity (GET /_emulator/operations). */
  service: string | null;
  /** Matches the `{region}` path segment. */
  region: string | null;
  /** Matches the route's operation name, e.g. GetCapabilities. */
  operation: FaultOperation | null;
  /** Answer this error status instead of running the route. */
  status: ContentfulStatusCode | null;
  code: string | null;
  message: string | null;
  /** Wait this long first; without another effect the route then answers normally. */
  latencyMs: number | null;
  /** Never answer (until the client gives up, the faults are reset or the cloud stops). */
  hang: boolean;
  /** Answer a body that is not valid JSON, with `status` or 200. */
  malformed: boolean;
  /**
   * Run the route, then answer its JSON with every field of the wrong type (valid JSON, wrong schema): an object's
   * strings become numbers, numbers strings, lists objects and objects lists; a list becomes an object.
   */
  wrongShape: boolean;
  /** Close the connection without an answer (the socket is destroyed: a connection reset). */
  reset: boolean;
  /** Seconds sent in a `retry-after` header with the `status` answer (429 and 503 honour it). */
  retryAfterSeconds: number | null;
  /** Fire for only this share of matching calls (0 to 1), drawn from the cloud's seedable random source. */
  probability: number | null;
  /** Fire this many more times, then disappear; null fires until reset. */
  times: number | null;
}

/** The first-slice name of a fault rule. */
export type Fault = FaultRule;

/** What a call is, for matching rules. */
export interface FaultTarget {
  service: string;
  operation: string;
  region: string | undefined;
}

/** The names a rule may use: registered services and operations, known regions. */
export interface FaultCatalog {
  services: () => readonly string[];
  operations: () => readonly string[];
  regions: readonly string[];
}

/** The longest injectable latency: ten minutes. */
export const MAX_LATENCY_MS = 600_000;

/** The body of a malformed answer: JSON cut off in the middle. */
export const MALFORMED_BODY = '{"code": "Malformed", "items": [{"id": "ocid1.';

/** Hands the route's answer to `intercept`'s caller to reshape (`wrongShape`), see `reshapeAnswer`. */
export const RESHAPE = Symbol('reshape');

/** What `intercept` decided: an answer in place of the route, reshape the route's answer, or run the route. */
export type InterceptResult = Response | typeof RESHAPE | undefined;

/** A JSON value with each field of the wrong type (`wrongShape`); a list becomes an object holding it wrongly. */
export function wrongShaped(value: unknown): unknown {
  if (Array.isArray(value)) return { items: 'not a list', count: String(value.length) };
  if (typeof value !== 'object' || value === null) return { unexpected: value };
  return Object.fromEntries(Object.entries(value).map(([name, field]) => [name, wrongTyped(field)]));
}

function wrongTyped(value: unknown): unknown {
  if (typeof value === 'string') return 42;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return { unexpected: 'object' };
  if (value === null) return 0;
  return ['unexpected', 'list'];
}

/** The route's answer with a wrong-shaped JSON body, same status and headers; a non-JSON answer stays as it is. */
export async function reshapeAnswer(answer: Response): Promise<Response> {
  const text = await answer.clone().text();
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch {
    return answer;
  }
  const headers = new Headers(answer.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(wrongShaped(json)), { status: answer.status, headers });
}

/** A deterministic random source in [0, 1) (mulberry32), so probability faults repeat in tests. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalName(value: unknown, name: string, allowed: readonly string[]): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || !allowed.includes(value)) {
    throw invalidParameter(`${name} must be one of ${allowed.join(', ')}.`);
  }
  return value;
}

function optionalInteger(value: unknown, name: string, min: number, max: number): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw invalidParameter(`${name} must be an integer from ${min} to ${max} when given.`);
  }
  return value;
}

function flag(value: unknown, name: string): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (value !== true) throw invalidParameter(`${name} must be true when given.`);
  return true;
}

/** Validates one rule of a `POST /_emulator/faults` body. */
export function parseFaultRule(body: unknown, catalog: FaultCatalog): Omit<FaultRule, 'id'> {
  if (!isRecord(body)) throw invalidParameter('A fault must be a JSON object.');
  const service = optionalName(body['service'], 'service', catalog.services());
  const operation = optionalName(body['operation'], 'operation', catalog.operations());
  const region = optionalName(body['region'], 'region', catalog.regions);
  const malformed = flag(body['malformed'], 'malformed');
  const hang = flag(body['hang'], 'hang');
  const wrongShape = flag(body['wrongShape'], 'wrongShape');
  const reset = flag(body['reset'], 'reset');
  const retryAfterSeconds = optionalInteger(body['retryAfterSeconds'], 'retryAfterSeconds', 0, 86_400);
  const status = optionalInteger(body['status'], 'status', malformed ? 200 : 400, 599);
  const latencyMs = optionalInteger(body['latencyMs'], 'latencyMs', 0, MAX_LATENCY_MS);
  const times = optionalInteger(body['times'], 'times', 1, Number.MAX_SAFE_INTEGER);
  const { code, message, probability } = body;
  if (code !== undefined && code !== null && (typeof code !== 'string' || code === '')) {
    throw invalidParameter('code must be a non-empty string when given.');
  }
  if (message !== undefined && message !== null && typeof message !== 'string') {
    throw invalidParameter('message must be a string when given.');
  }
  if (
    probability !== undefined &&
    probability !== null &&
    (typeof probability !== 'number' || !(probability >= 0 && probability <= 1))
  ) {
    throw invalidParameter('probability must be a number from 0 to 1 when given.');
  }
  if (status === null && latencyMs === null && !hang && !malformed && !wrongShape && !reset) {
    throw invalidParameter('A fault needs an effect: status, latencyMs, hang, malformed, wrongShape or reset.');
  }
  if (retryAfterSeconds !== null && status === null) throw invalidParameter('retryAfterSeconds needs a status.');
  const errorCode = status === null ? null : (code ?? defaultErrorCode(status));
  return {
    service,
    region,
    operation,
    status: status as ContentfulStatusCode | null,
    code: typeof code === 'string' ? code : errorCode,
    message: typeof message === 'string' ? message : errorCode && `Injected fault (${errorCode}).`,
    latencyMs,
    hang,
    malformed,
    wrongShape,
    reset,
    retryAfterSeconds,
    probability: typeof probability === 'number' ? probability : null,
    times,
  };
}

/** Validates a `POST /_emulator/faults` body: one rule or a list of rules. */
export function parseFaultRules(body: unknown, catalog: FaultCatalog): Omit<FaultRule, 'id'>[] {
  if (Array.isArray(body)) {
    if (body.length === 0) throw invalidParameter('The list of faults is empty.');
    return body.map(rule => parseFaultRule(rule, catalog));
  }
  return [parseFaultRule(body, catalog)];
}

function matches(rule: FaultRule, target: FaultTarget): boolean {
  return (
    (rule.service === null || rule.service === target.service) &&
    (rule.operation === null || rule.operation === target.operation) &&
    (rule.region === null || rule.region === target.region)
  );
}

/** The active fault rules; every declared route passes through `intercept` before its signature check. */
export class FaultInjector {
  #rules: FaultRule[] = [];
  #nextId = 1;
  readonly #random: () => number;
  readonly #waiting = new Set<() => void>();

  constructor(random: () => number = Math.random) {
    this.#random = random;
  }

  /** Adds a rule; newer rules are matched first. */
  add(rule: Omit<FaultRule, 'id'>): FaultRule {
    const added = { id: `fault-${this.#nextId++}`, ...rule };
    this.#rules.unshift(added);
    return { ...added };
  }

  /** Removes one rule; false when there was none with that id. */
  remove(id: string): boolean {
    const before = this.#rules.length;
    this.#rules = this.#rules.filter(rule => rule.id !== id);
    return this.#rules.length < before;
  }

  /** Removes every rule and releases waiting requests (delayed ones go on, hanging ones answer 503). */
  clear(): void {
    this.#rules = [];
    for (const release of [...this.#waiting]) release();
  }

  /** The active rules, newest first. */
  list(): FaultRule[] {
    return this.#rules.map(rule => ({ ...rule }));
  }

  /** How many requests are held by a latency or hang fault right now. */
  waitingCount(): number {
    return this.#waiting.size;
  }

  /** The rule that fires for this call, if any, with one of its uses consumed. */
  take(target: FaultTarget): FaultRule | undefined {
    for (const [index, rule] of this.#rules.entries()) {
      if (!matches(rule, target)) continue;
      if (rule.probability !== null && this.#random() >= rule.probability) continue;
      if (rule.times !== null) {
        rule.times -= 1;
        if (rule.times <= 0) this.#rules.splice(index, 1);
      }
      return { ...rule };
    }
    return undefined;
  }

  /**
   * Applies the rule that fires for this call: waits, hangs, resets the connection, or answers in place of the route.
   * Resolves with the answer to send, RESHAPE when the route's answer is to be reshaped (`reshapeAnswer`), or
   * undefined when the route should run (no rule, or latency only); throws an injected error.
   */
  async intercept(c: Context<CloudEnv>, target: FaultTarget): Promise<InterceptResult> {
    const rule = this.take(target);
    if (!rule) return undefined;
    const signal = c.req.raw.signal;
    if (rule.latencyMs !== null) await this.#wait(rule.latencyMs, signal);
    if (rule.hang) {
      await this.#wait(undefined, signal);
      throw new ApiError(503, 'ServiceUnavailable', 'The hanging request was released (faults reset).');
    }
    if (rule.reset) return resetConnection(c);
    if (rule.malformed) {
      return c.body(MALFORMED_BODY, rule.status ?? 200, { 'Content-Type': 'application/json' });
    }
    if (rule.status !== null) {
      const error = { code: rule.code ?? defaultErrorCode(rule.status), message: rule.message ?? 'Injected fault.' };
      if (rule.retryAfterSeconds === null) throw new ApiError(rule.status, error.code, error.message);
      return c.json(error, rule.status, { 'retry-after': String(rule.retryAfterSeconds) });
    }
    return rule.wrongShape ? RESHAPE : undefined;
  }

  /** Waits `ms` (forever when undefined) or until the client aborts or the faults are reset. */
  #wait(ms: number | undefined, signal: AbortSignal): Promise<void> {
    return new Promise(resolve => {
      const timer = ms === undefined ? undefined : setTimeout(() => release(), ms);
      const release = () => {
        if (timer !== undefined) clearTimeout(timer);
        signal.removeEventListener('abort', release);
        this.#waiting.delete(release);
        resolve();
      };
      if (signal.aborted) return release();
      signal.addEventListener('abort', release, { once: true });
      this.#waiting.add(release);
    });
  }
}

/**
 * Destroys the request's socket, so the client sees the connection reset without an answer. Only a real server has a
 * socket; under `app.request` (no Node request) there is none, and the answer is a bodiless 502 instead.
 */
function resetConnection(c: Context<CloudEnv>): Response {
  const socket = c.env?.incoming?.socket;
  if (!socket) return new Response(null, { status: 502 });
  socket.destroy();
  // Never written: the connection is gone. Node discards a response to a destroyed socket.
  return new Response(null, { status: 502 });
}
