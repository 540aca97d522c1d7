import wretch from 'wretch';
import type { ConfiguredMiddleware, WretchResponse } from 'wretch';
import QueryStringAddon from 'wretch/addons/queryString';
import * as v from 'valibot';
import type * as CircuitBreakers from './circuit-breaker.ts';
import type { BreakerTarget } from './circuit-breaker.ts';
import { apiUrl, type EndpointConfig } from './endpoints.ts';
import {
  API_TIMEOUT,
  ApiError,
  MALFORMED_RESPONSE,
  MAX_RETIES_REACHED,
  NETWORK_ERROR,
  NOT_AUTHENTICATED,
  isApiError,
} from './errors.ts';
import { retrying } from './retry.ts';
import { methodHasBody, signRequest, type CredentialsProvider, type SigningCredentials } from './signing.ts';

/** HTTP methods the client sends. */
export type HttpMethod = 'GET' | 'HEAD' | 'DELETE' | 'POST' | 'PUT' | 'PATCH';

/** How array query values are written (OpenAPI collection formats); the default is `csv` (spec 3 §7). */
export type CollectionFormat = 'csv' | 'multi' | 'pipes' | 'tsv' | 'ssv';

/** One query value; undefined and null are dropped. */
export type QueryValue = string | number | boolean | readonly (string | number | boolean)[] | null | undefined;

/** Transport options shared by signed and unsigned calls. */
export interface TransportOptions {
  /** Operation name for errors and logs, e.g. GetCapabilities. */
  operation: string;
  /** Per-attempt timeout; a timed-out attempt counts as a failure worth retrying. */
  timeoutMs?: number;
  /**
   * Retries after the first attempt on a timeout, a network error or any status but 401 (spec 3 §7); a 429 or 503
   * waits as its `retry-after` says (at most MAX_RETRY_AFTER_MS), any other retry after a jittered back-off.
   */
  retries?: number;
  /** The back-off's base: retry n waits a random 0 to base × 2^n (full jitter, src/http/retry.ts). */
  retryDelayMs?: number;
  /**
   * Cancels the call, also while it waits between attempts; a cancelled call rejects with the signal's reason, is not
   * retried and counts neither way for the service's circuit breaker.
   */
  signal?: AbortSignal;
}

/** A signed call to a regional service endpoint. */
export interface ApiRequest extends TransportOptions {
  service: string;
  region: string;
  /** API version segment, e.g. 20160918. */
  version: string;
  /** Path after the version, e.g. `/users/ocid1.user…`. */
  path: string;
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  collectionFormat?: CollectionFormat;
  /** JSON-serialised and signed; POST, PUT and PATCH without a body sign an empty one. */
  body?: unknown;
  /** Sends opc-retry-token: the given token, or a fresh one when true (create calls). */
  retryToken?: string | boolean;
  /** Sends if-match for optimistic concurrency. */
  ifMatch?: string;
  /** Further request headers the service needs (Accept-Language, an environment header); they are signed too. */
  headers?: Readonly<Record<string, string>>;
  /** Supplies the session's key and token right before the first attempt. */
  credentials: CredentialsProvider;
  /** Realm configuration for the endpoint; defaults to this build's. */
  config?: EndpointConfig;
}

/** A successful response: parsed body and the OCI headers the console reads. */
export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: {
    requestId: string | undefined;
    nextPage: string | undefined;
    etag: string | undefined;
  };
}

/** Per-attempt timeout unless a call says otherwise. */
export const DEFAULT_TIMEOUT_MS = 10_000;

/** Retries after the first attempt (spec 3 §7: up to 2). */
export const DEFAULT_RETRIES = 2;

/** The back-off's base (not shown in the spec: chosen): retries wait a random 0–500 ms, then 0–1000 ms. */
export const DEFAULT_RETRY_DELAY_MS = 250;

let defaultRetryDelayMs = DEFAULT_RETRY_DELAY_MS;

/**
 * Sets the delay before the first retry of every call that names none. The unit tests' set-up shortens it
 * (test/setup-retry-delay.ts), so the many failure paths they take through real HTTP do not each sleep 750 ms; the
 * number of attempts, and everything else a caller sees, stays the same.
 */
export function setDefaultRetryDelay(ms: number): void {
  defaultRetryDelayMs = ms;
}

const SEPARATORS: Record<Exclude<CollectionFormat, 'multi'>, string> = { csv: ',', pipes: '|', tsv: '\t', ssv: ' ' };
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** Marks an abort as ours, so a timeout is told apart from a caller's cancellation. */
const TIMED_OUT = Symbol('timed out');

/** The one wretch base: explicit CORS without cookies, since calls authenticate by signature. */
const base = wretch().addon(QueryStringAddon).options({ mode: 'cors', credentials: 'omit' });

/** A random 32-character upper-case hex id (opc-request-id, opc-retry-token). */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, byte => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

/** Writes array values in a collection format and drops undefined and null, for wretch's query addon. */
export function formatQuery(
  query: Record<string, QueryValue>,
  format: CollectionFormat = 'csv'
): Record<string, string | string[]> {
  const formatted: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (!Array.isArray(value)) {
      formatted[name] = String(value);
      continue;
    }
    const items = (value as readonly (string | number | boolean)[]).map(String);
    if (items.length === 0) continue;
    formatted[name] = format === 'multi' ? items : items.join(SEPARATORS[format]);
  }
  return formatted;
}

/** Makes a signed call (signature, request id, timeout, retries) and parses the JSON answer, validated if a schema is given. */
export function apiRequest<T>(request: ApiRequest & { schema: v.GenericSchema<unknown, T> }): Promise<ApiResponse<T>>;
/** Makes a signed call and parses the JSON answer without validating it. */
export function apiRequest(request: ApiRequest): Promise<ApiResponse<unknown>>;
export async function apiRequest(
  request: ApiRequest & { schema?: v.GenericSchema<unknown, unknown> }
): Promise<ApiResponse<unknown>> {
  const requestId = newRequestId();
  const credentials = await request.credentials();
  if (!credentials) {
    throw logged(
      new ApiError({
        status: 401,
        code: NOT_AUTHENTICATED,
        message: 'No authentication material present',
        requestId,
        operation: request.operation,
      })
    );
  }
  const method = request.method ?? 'GET';
  const headers: Record<string, string> = { ...request.headers, 'opc-request-id': requestId };
  if (request.retryToken) {
    headers['opc-retry-token'] = request.retryToken === true ? newRequestId() : request.retryToken;
  }
  if (request.ifMatch !== undefined) headers['if-match'] = request.ifMatch;
  const url = apiUrl(request.service, request.region, request.version, request.path, request.config);
  return send({
    ...request,
    breaker: { service: request.service, region: request.region },
    url,
    method,
    query: formatQuery(request.query ?? {}, request.collectionFormat),
    headers,
    requestId,
    body: methodHasBody(method) ? (request.body === undefined ? '' : JSON.stringify(request.body)) : undefined,
    credentials,
  });
}

/** Yields each page of a list call, following opc-next-page into the `page` query parameter. */
export async function* apiPages<T>(
  request: ApiRequest & { schema: v.GenericSchema<unknown, T> }
): AsyncGenerator<ApiResponse<T>, void, undefined> {
  let page: string | undefined;
  do {
    const response = await apiRequest({ ...request, query: { ...request.query, page } });
    yield response;
    page = response.headers.nextPage;
  } while (page);
}

/** GETs a public JSON document without signing it (plugin manifests), with the same timeout, retries and errors. */
export function fetchJson<T>(
  url: string,
  options: TransportOptions & { schema: v.GenericSchema<unknown, T> }
): Promise<T>;
/** GETs a public JSON document without validating it. */
export function fetchJson(url: string, options: TransportOptions): Promise<unknown>;
export async function fetchJson(
  url: string,
  options: TransportOptions & { schema?: v.GenericSchema<unknown, unknown> }
): Promise<unknown> {
  return (await publicGet(url, options)).data;
}

/** GETs a public text document (a documentation page) without signing it, with the same timeout, retries and errors. */
export async function fetchText(url: string, options: TransportOptions): Promise<string> {
  const response = await publicGet(url, { ...options, asText: true });
  return response.data as string;
}

/**
 * GETs a public URL for its HTTP status only (reachability checks; the body may be anything, e.g. SAML metadata):
 * any answer resolves with its status, none rejects with API_TIMEOUT or NetworkError. Not retried: a check is asked
 * again by its caller.
 */
export async function fetchStatus(url: string, options: Omit<TransportOptions, 'retries'>): Promise<number> {
  const outgoing: Outgoing = { ...options, url, method: 'GET', query: {}, headers: {}, requestId: newRequestId() };
  let status = 0;
  const recordStatus: ConfiguredMiddleware = next => async (target, init) => {
    const response = await next(target, init);
    status = response.status;
    return response;
  };
  try {
    await base
      .url(url)
      .middlewares([recordStatus, attempt(outgoing, { attempts: 0 })])
      .get()
      .res();
  } catch (error) {
    if (status === 0) throw finalError(error, outgoing, false);
  }
  return status;
}

interface Outgoing extends TransportOptions {
  /** Answer the body as text instead of parsing JSON (public HTML documents). */
  asText?: boolean;
  url: string;
  method: HttpMethod;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  requestId: string;
  body?: string | undefined;
  credentials?: SigningCredentials;
  schema?: v.GenericSchema<unknown, unknown>;
  /** The circuit breaker the call goes through (src/http/circuit-breaker.ts). */
  breaker?: BreakerTarget;
}

/**
 * An unsigned GET of a public document. Only a CORS-safelisted request: a public document needs no preflight and no
 * request id header. Its host is the service its breaker is for.
 */
function publicGet(
  url: string,
  options: TransportOptions & Pick<Outgoing, 'asText' | 'schema'>
): Promise<ApiResponse<unknown>> {
  return send({
    ...options,
    url,
    method: 'GET',
    query: {},
    headers: {},
    requestId: newRequestId(),
    breaker: hostOf(url),
  });
}

/** A public document's breaker: its host is the service. */
function hostOf(url: string): BreakerTarget {
  return { service: new URL(url).host, region: undefined };
}

/**
 * The client's circuit breakers (src/http/circuit-breaker.ts), loaded with the first failed call: until a call fails
 * every breaker is closed, so a console whose calls succeed never downloads them (Home's start-up bytes).
 */
let breakers: typeof CircuitBreakers | undefined;

function withBreakers(use: (loaded: typeof CircuitBreakers) => void): void {
  if (breakers) return use(breakers);
  void import('./circuit-breaker.ts').then(module => {
    breakers = module;
    use(module);
  });
}

async function send(outgoing: Outgoing): Promise<ApiResponse<unknown>> {
  const retries = outgoing.retries ?? DEFAULT_RETRIES;
  const state = { attempts: 0 };
  const { breaker } = outgoing;
  // An open breaker fails the call before anything is sent, without a log line: the opening said so once.
  if (breaker && breakers?.serviceBreakers.admit(breaker) === false) {
    throw breakers.circuitOpenError(breaker, outgoing.operation, outgoing.requestId);
  }
  const middlewares: ConfiguredMiddleware[] = [
    retrying({
      retries,
      baseDelayMs: outgoing.retryDelayMs ?? defaultRetryDelayMs,
      signal: outgoing.signal,
      shouldRetry: (response, error) => (response ? !response.ok && response.status !== 401 : isRetryableError(error)),
    }),
    attempt(outgoing, state),
  ];
  // Innermost, so every attempt (retries included) is signed afresh with a new x-date.
  if (outgoing.credentials) middlewares.push(signing(outgoing.credentials));

  let chain = base.url(outgoing.url).query(outgoing.query, { omitUndefinedOrNullValues: true });
  chain = chain.headers(outgoing.headers);
  if (outgoing.body !== undefined) chain = chain.body(outgoing.body);
  let response: WretchResponse;
  try {
    response = await chain
      .middlewares(middlewares)
      .customError(async (_error, failed) => errorFromResponse(failed, outgoing))
      .fetch(outgoing.method)
      .res();
  } catch (error) {
    if (breaker) recordFailure(breaker, error);
    throw finalError(error, outgoing, retries > 0 && state.attempts > retries);
  }
  if (breaker) breakers?.serviceBreakers.succeeded(breaker);
  return {
    data: parseBody(await response.text(), response, outgoing),
    status: response.status,
    headers: {
      requestId: response.headers.get('opc-request-id') ?? outgoing.requestId,
      nextPage: response.headers.get('opc-next-page') ?? undefined,
      etag: response.headers.get('etag') ?? undefined,
    },
  };
}

/** One attempt: its own timeout, linked to the caller's signal, with the body read inside the timeout. */
function attempt(outgoing: Outgoing, state: { attempts: number }): ConfiguredMiddleware {
  return next => async (url, options) => {
    state.attempts += 1;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(TIMED_OUT), outgoing.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const cancel = () => controller.abort(outgoing.signal?.reason);
    if (outgoing.signal?.aborted) cancel();
    outgoing.signal?.addEventListener('abort', cancel);
    try {
      const response = await next(url, { ...options, signal: controller.signal });
      // Reading here keeps a stalled body under the timeout and frees the connection of responses a retry discards.
      const text = await response.text();
      const buffered = new Response(NULL_BODY_STATUSES.has(response.status) ? null : text, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
      return buffered as WretchResponse;
    } catch (error) {
      if (controller.signal.reason === TIMED_OUT) {
        throw new ApiError({
          status: 0,
          code: API_TIMEOUT,
          message: 'A timeout was reached while waiting for the service.',
          requestId: outgoing.requestId,
          operation: outgoing.operation,
        });
      }
      if (error instanceof TypeError) {
        throw new ApiError({
          status: 0,
          code: NETWORK_ERROR,
          message: error.message,
          requestId: outgoing.requestId,
          operation: outgoing.operation,
          cause: error,
        });
      }
      throw error;
    } finally {
      clearTimeout(timer);
      outgoing.signal?.removeEventListener('abort', cancel);
    }
  };
}

/** Adds the signature headers to the request as it leaves, minus content-length, which the browser sets itself. */
function signing(credentials: SigningCredentials): ConfiguredMiddleware {
  return next => async (url, options) => {
    const headers = new Headers(options.headers);
    const method = typeof options.method === 'string' ? options.method : 'GET';
    const body: unknown = options.body;
    const signed = await signRequest(
      {
        method,
        url,
        body: typeof body === 'string' ? body : undefined,
        contentType: headers.get('content-type') ?? undefined,
      },
      credentials
    );
    for (const [name, value] of Object.entries(signed)) {
      if (name !== 'content-length') headers.set(name, value);
    }
    return next(url, { ...options, headers });
  };
}

/** Tells the breaker how a failed call ended: the service failing, the service answering (4xx), or a cancellation. */
function recordFailure(breaker: BreakerTarget, error: unknown): void {
  if (!isApiError(error)) breakers?.serviceBreakers.released(breaker);
  else if (error.status >= 500 || (error.status === 0 && isRetryableError(lastAttempt(error)))) {
    withBreakers(loaded => loaded.serviceBreakers.failed(breaker));
  } else breakers?.serviceBreakers.succeeded(breaker);
}

function lastAttempt(error: ApiError): unknown {
  return error.code === MAX_RETIES_REACHED ? error.cause : error;
}

function isRetryableError(error: unknown): boolean {
  return isApiError(error) && (error.code === API_TIMEOUT || error.code === NETWORK_ERROR);
}

async function errorFromResponse(response: Response, outgoing: Outgoing): Promise<ApiError> {
  const requestId = response.headers.get('opc-request-id') ?? outgoing.requestId;
  const text = await response.text();
  const body = v.safeParse(ERROR_BODY, parseJson(text));
  if (!body.success) {
    return new ApiError({
      status: response.status,
      code: MALFORMED_RESPONSE,
      message: `${response.status} ${response.statusText}: the error body is not an OCI error`.trim(),
      requestId,
      operation: outgoing.operation,
    });
  }
  return new ApiError({
    status: response.status,
    code: body.output.code,
    message: body.output.message ?? response.statusText,
    requestId,
    operation: outgoing.operation,
  });
}

const ERROR_BODY = v.object({ code: v.string(), message: v.optional(v.string()) });

const NOT_JSON = Symbol('not JSON');

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

function parseBody(text: string, response: Response, outgoing: Outgoing): unknown {
  const requestId = response.headers.get('opc-request-id') ?? outgoing.requestId;
  const malformed = (message: string) =>
    logged(
      new ApiError({
        status: response.status,
        code: MALFORMED_RESPONSE,
        message,
        requestId,
        operation: outgoing.operation,
      })
    );
  if (outgoing.asText) return text;
  const json = text === '' ? undefined : parseJson(text);
  if (json === NOT_JSON) throw malformed(`The response to ${outgoing.operation} is not JSON`);
  if (!outgoing.schema) return json;
  const result = v.safeParse(outgoing.schema, json);
  if (!result.success) {
    throw malformed(`The response to ${outgoing.operation} has an unexpected shape: ${v.summarize(result.issues)}`);
  }
  return result.output;
}

/** Labels exhausted retries MAX_RETIES_REACHED, keeping the last status, message and error as the cause. */
function finalError(error: unknown, outgoing: Outgoing, exhausted: boolean): unknown {
  if (!isApiError(error)) return error;
  const retryable = error.status !== 401 && (error.status !== 0 || isRetryableError(error));
  if (!exhausted || !retryable) return logged(error);
  return logged(
    new ApiError({
      status: error.status,
      code: MAX_RETIES_REACHED,
      message: error.message,
      requestId: error.requestId,
      operation: outgoing.operation,
      cause: error,
    })
  );
}

/** Logs an API error as spec 1 §8 says: 500 and above as an error, 400 and above (and no answer) as a warning. */
function logged(error: ApiError): ApiError {
  const line = `[api] ${error.operation} failed: status ${error.status}, code ${error.code}, message ${error.message}, opc-request-id ${error.requestId ?? '-'}`;
  if (error.status >= 500) console.error(line);
  else console.warn(line);
  return error;
}
