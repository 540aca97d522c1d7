import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { checkSignature } from '../../test/http-signature.ts';
import { importTestSigningKey, type TestSigningKey } from '../../test/signing-key.ts';
import { answerJson, startScriptedServer, type ScriptedServer } from '../../test/scripted-server.ts';
import {
  DEFAULT_RETRY_DELAY_MS,
  apiPages,
  apiRequest,
  fetchJson,
  fetchText,
  setDefaultRetryDelay,
  type ApiRequest,
} from './api-client.ts';
import { MAX_BACKOFF_MS, setRetryTiming } from './retry.ts';
import {
  API_TIMEOUT,
  ApiError,
  MAX_RETIES_REACHED,
  MissingParameterError,
  NETWORK_ERROR,
  isTimeoutError,
  requireParams,
} from './errors.ts';

let server: ScriptedServer;
let key: TestSigningKey;

beforeAll(async () => {
  key = await importTestSigningKey();
  server = await startScriptedServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function request(overrides: Partial<ApiRequest> = {}): ApiRequest {
  return {
    service: 'identity',
    region: 'us-ashburn-1',
    version: '20160918',
    path: '/users/ocid1.user.oc1..demo',
    operation: 'GetUser',
    credentials: async () => ({ privateKey: key.privateKey, token: 'test-token' }),
    config: { cloudOrigin: server.origin, secondLevelDomain: 'oraclecloud.com' },
    retryDelayMs: 5,
    ...overrides,
  };
}

/** Answers like the provider: 401 to a bad signature, otherwise the scripted status and body. */
function script(...answers: { status: number; body?: unknown; headers?: Record<string, string> }[]): void {
  let index = 0;
  server.handle((received, response) => {
    const check = checkSignature(received, key.publicKey);
    if (!check.valid) return answerJson(response, 401, { code: 'NotAuthenticated', message: check.reason });
    const answer = answers[Math.min(index++, answers.length - 1)] ?? { status: 200, body: {} };
    answerJson(response, answer.status, answer.body ?? {}, {
      'opc-request-id': received.headers['opc-request-id']?.toString() ?? '',
      ...answer.headers,
    });
  });
}

function only<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('the server received no request');
  return value;
}

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (rejected: unknown) => rejected
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiRequest', () => {
  it('signs a GET the provider accepts, sends an upper-case 32-hex opc-request-id and reads the OCI headers', async () => {
    script({ status: 200, body: { id: 'u1' }, headers: { 'opc-next-page': 'p2', etag: '"e1"' } });
    const response = await apiRequest(request());
    const [received] = server.requests;
    expect(received?.url).toBe('/identity/us-ashburn-1/20160918/users/ocid1.user.oc1..demo');
    expect(received?.headers.authorization).toMatch(/^Signature version="1",keyId="ST\$test-token"/);
    expect(checkSignature(only(received), key.publicKey)).toMatchObject({
      valid: true,
      signedHeaders: 'x-date (request-target) host',
    });
    const requestId = received?.headers['opc-request-id'];
    expect(requestId).toMatch(/^[0-9A-F]{32}$/);
    expect(response).toEqual({
      data: { id: 'u1' },
      status: 200,
      headers: { requestId, nextPage: 'p2', etag: '"e1"' },
    });
  });

  it('signs a POST body with the content-length the transport really sends, and sends a retry token when asked', async () => {
    script({ status: 200, body: { token: 'new' } });
    await apiRequest(
      request({
        method: 'POST',
        path: '/tagNamespaces',
        body: { name: 'Zoë’s' },
        retryToken: true,
        operation: 'Create',
      })
    );
    const [received] = server.requests;
    expect(received?.body).toBe('{"name":"Zoë’s"}');
    expect(received?.headers['content-length']).toBe('19');
    expect(received?.headers['content-type']).toBe('application/json');
    expect(received?.headers['opc-retry-token']).toMatch(/^[0-9A-F]{32}$/);
    expect(checkSignature(only(received), key.publicKey)).toMatchObject({
      valid: true,
      signedHeaders: 'x-date (request-target) host content-length content-type x-content-sha256',
    });
  });

  it('sends the extra headers a service needs, and the signature still checks', async () => {
    script({ status: 200, body: {} });
    await apiRequest(request({ headers: { 'accept-language': 'de', 'x-environment': 'PROD' } }));
    const received = only(server.requests[0]);
    expect(received.headers['accept-language']).toBe('de');
    expect(received.headers['x-environment']).toBe('PROD');
    expect(checkSignature(received, key.publicKey).valid).toBe(true);
  });

  it('signs and sends an empty body for a POST without one', async () => {
    server.handle((received, response) => {
      const check = checkSignature(received, key.publicKey);
      response.writeHead(check.valid ? 204 : 401).end();
    });
    const response = await apiRequest(request({ method: 'POST', path: '/logout', operation: 'Logout' }));
    expect(response.status).toBe(204);
    expect(response.data).toBeUndefined();
    expect(server.requests[0]?.headers['content-length']).toBe('0');
  });

  it('retries a failing status twice, re-signing each attempt with a fresh x-date, then reports MAX_RETIES_REACHED', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    script({ status: 503, body: { code: 'ServiceUnavailable', message: 'try later' } });
    server.requests.length = 0;
    const original = server.requests.push.bind(server.requests);
    // Each arrival moves the clock a minute on, so a re-used signature would carry a stale x-date.
    vi.spyOn(server.requests, 'push').mockImplementation((...items) => {
      vi.setSystemTime(Date.now() + 60_000);
      return original(...items);
    });
    const error = await failure(apiRequest(request()));
    expect(server.requests).toHaveLength(3);
    const dates = server.requests.map(received => received.headers['x-date']);
    expect(new Set(dates).size).toBe(3);
    expect(server.requests.every(received => checkSignature(received, key.publicKey).valid)).toBe(true);
    expect(new Set(server.requests.map(received => received.headers['opc-request-id'])).size).toBe(1);
    expect(error).toMatchObject({ code: MAX_RETIES_REACHED, status: 503, message: 'try later', operation: 'GetUser' });
    expect((error.cause as ApiError).code).toBe('ServiceUnavailable');
  });

  it('waits a full-jitter back-off from 0 up to 500 ms, then up to 1000 ms, when a call names no delay', async () => {
    script({ status: 503, body: { code: 'ServiceUnavailable', message: 'try later' } });
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    // The unit tests' set-up shortens the default (test/setup-retry-delay.ts); this test puts it back.
    setDefaultRetryDelay(DEFAULT_RETRY_DELAY_MS);
    try {
      const { retryDelayMs: _named, ...unnamed } = request();
      setRetryTiming({ random: () => 0, sleep });
      await failure(apiRequest(unnamed));
      setRetryTiming({ random: () => 0.999_999, sleep });
      await failure(apiRequest(unnamed));
    } finally {
      setDefaultRetryDelay(1);
      setRetryTiming();
    }
    expect(server.requests).toHaveLength(6);
    expect(waits.map(Math.round)).toEqual([0, 0, 500, 1000]);
  });

  it('waits for real between attempts, and a cancel during the wait ends the call at once', async () => {
    script({ status: 500, body: { code: 'InternalError', message: 'x' } });
    // The longest jitter the cap allows (just under MAX_BACKOFF_MS): a random one could retry at once and race the
    // check below, as it did once in a loaded run.
    setRetryTiming({ random: () => 0.999 });
    const controller = new AbortController();
    const started = performance.now();
    try {
      const call = apiRequest(request({ retryDelayMs: 60_000, signal: controller.signal }));
      await vi.waitFor(() => expect(server.requests).toHaveLength(1));
      controller.abort(new DOMException('The page was left.', 'AbortError'));
      await expect(call).rejects.toThrow('The page was left.');
    } finally {
      setRetryTiming();
    }
    // Well before the wait of 0.999 × MAX_BACKOFF_MS would have ended.
    expect(performance.now() - started).toBeLessThan(0.75 * MAX_BACKOFF_MS);
    expect(server.requests).toHaveLength(1);
  });

  it('keeps one retry token across retries so the provider can deduplicate the create', async () => {
    script({ status: 500, body: { code: 'InternalError', message: 'x' } }, { status: 200, body: {} });
    await apiRequest(
      request({ method: 'POST', path: '/tagNamespaces', body: {}, retryToken: 'tok-1', operation: 'Create' })
    );
    expect(server.requests.map(received => received.headers['opc-retry-token'])).toEqual(['tok-1', 'tok-1']);
  });

  it('recovers when a retry succeeds', async () => {
    script({ status: 502, body: { code: 'BadGateway', message: 'x' } }, { status: 200, body: { ok: true } });
    const response = await apiRequest(request());
    expect(response.data).toEqual({ ok: true });
    expect(server.requests).toHaveLength(2);
  });

  it('does not retry a 401 and keeps the provider code, message and request id', async () => {
    script({ status: 401, body: { code: 'NotAuthenticated', message: 'clock skew too large' } });
    const error = await failure(apiRequest(request()));
    expect(server.requests).toHaveLength(1);
    expect(error).toMatchObject({
      status: 401,
      code: 'NotAuthenticated',
      message: 'clock skew too large',
      requestId: server.requests[0]?.headers['opc-request-id'],
      operation: 'GetUser',
    });
  });

  it('retries other 4xx statuses too, as the spec says (any non-401 status)', async () => {
    script({ status: 404, body: { code: 'NotAuthorizedOrNotFound', message: 'nope' } });
    const error = await failure(apiRequest(request()));
    expect(server.requests).toHaveLength(3);
    expect(error).toMatchObject({ code: MAX_RETIES_REACHED, status: 404 });
  });

  it('fails a call that gets no answer in time with API_TIMEOUT', async () => {
    server.handle(() => undefined);
    const error = await failure(apiRequest(request({ timeoutMs: 100, retries: 0 })));
    expect(error).toMatchObject({ code: API_TIMEOUT, status: 0, operation: 'GetUser' });
    expect(error.message).toBe('A timeout was reached while waiting for the service.');
    expect(isTimeoutError(error)).toBe(true);
  });

  it('retries timeouts and labels the exhausted call MAX_RETIES_REACHED with the timeout as cause', async () => {
    server.handle(() => undefined);
    // 250 ms, not less: under a loaded machine a shorter attempt could time out before its request reached the server.
    const error = await failure(apiRequest(request({ timeoutMs: 250 })));
    expect(server.requests).toHaveLength(3);
    expect(error).toMatchObject({ code: MAX_RETIES_REACHED, status: 0 });
    expect((error.cause as ApiError).code).toBe(API_TIMEOUT);
    expect(isTimeoutError(error)).toBe(true);
  });

  it('reports a body that is not JSON as MalformedResponse without retrying', async () => {
    server.handle((_received, response) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end('{oops')
    );
    const error = await failure(apiRequest(request()));
    expect(error).toMatchObject({ code: 'MalformedResponse', status: 200 });
    expect(server.requests).toHaveLength(1);
  });

  it('reports an error answer without an OCI error body as MalformedResponse with its status', async () => {
    server.handle((_received, response) => response.writeHead(502).end('<html>bad gateway</html>'));
    const error = await failure(apiRequest(request({ retries: 0 })));
    expect(error).toMatchObject({ code: 'MalformedResponse', status: 502 });
  });

  it('validates the answer against a schema', async () => {
    script({ status: 200, body: { id: 42 } });
    const schema = v.object({ id: v.string() });
    const error = await failure(apiRequest({ ...request(), schema }));
    expect(error.code).toBe('MalformedResponse');
    script({ status: 200, body: { id: 'u1', extra: true } });
    const { data } = await apiRequest({ ...request(), schema });
    expect(data).toEqual({ id: 'u1' });
  });

  it('writes query parameters: undefined and null dropped, arrays comma-separated unless told otherwise', async () => {
    script({ status: 200, body: {} });
    const query = { compartmentId: 'c1', page: undefined, name: null, limit: 100, ids: ['a', 'b'], deep: true };
    await apiRequest(request({ path: '/compartments', query }));
    await apiRequest(request({ path: '/compartments', query: { ids: ['a', 'b'] }, collectionFormat: 'multi' }));
    await apiRequest(request({ path: '/compartments', query: { ids: ['a', 'b'] }, collectionFormat: 'pipes' }));
    await apiRequest(request({ path: '/compartments', query: { ids: ['a', 'b'] }, collectionFormat: 'tsv' }));
    await apiRequest(request({ path: '/compartments', query: { ids: ['a', 'b'] }, collectionFormat: 'ssv' }));
    const queries = server.requests.map(received => new URL(received.url, server.origin).search);
    expect(queries).toEqual([
      '?compartmentId=c1&limit=100&ids=a%2Cb&deep=true',
      '?ids=a&ids=b',
      '?ids=a%7Cb',
      '?ids=a%09b',
      '?ids=a+b',
    ]);
    expect(server.requests.every(received => checkSignature(received, key.publicKey).valid)).toBe(true);
  });

  it('refuses to send a signed call without a session, as the provider would', async () => {
    const error = await failure(apiRequest(request({ credentials: async () => null })));
    expect(error).toMatchObject({
      status: 401,
      code: 'NotAuthenticated',
      message: 'No authentication material present',
    });
    expect(server.requests).toHaveLength(0);
  });

  it('reports a refused connection as a NetworkError', async () => {
    const closed = await startScriptedServer();
    await closed.close();
    const config = { cloudOrigin: closed.origin, secondLevelDomain: 'oraclecloud.com' };
    const error = await failure(apiRequest(request({ config, retries: 0 })));
    expect(error).toMatchObject({ code: 'NetworkError', status: 0 });
  });

  it('stops at once, without retrying, when the caller cancels', async () => {
    server.handle(() => undefined);
    const controller = new AbortController();
    const call = apiRequest(request({ signal: controller.signal }));
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    controller.abort(new Error('route left'));
    await expect(call).rejects.toThrow('route left');
    expect(server.requests).toHaveLength(1);
  });

  it('logs failures with status, code, message and request id: 500+ as errors, 400+ as warnings', async () => {
    script({ status: 500, body: { code: 'InternalError', message: 'boom' } });
    await failure(apiRequest(request({ retries: 0 })));
    script({ status: 409, body: { code: 'Conflict', message: 'busy' } });
    await failure(apiRequest(request({ retries: 0 })));
    const [errorLine] = vi.mocked(console.error).mock.calls[0] ?? [];
    const [warnLine] = vi.mocked(console.warn).mock.calls[0] ?? [];
    expect(errorLine).toContain('status 500');
    expect(errorLine).toContain('code InternalError');
    expect(errorLine).toContain('message boom');
    expect(errorLine).toContain(String(server.requests[0]?.headers['opc-request-id']));
    expect(warnLine).toContain('status 409');
  });
});

describe('apiPages', () => {
  it('follows opc-next-page into the page parameter until there is none', async () => {
    script(
      { status: 200, body: ['a'], headers: { 'opc-next-page': 'p2' } },
      { status: 200, body: ['b'], headers: { 'opc-next-page': 'p3' } },
      { status: 200, body: ['c'] }
    );
    const items: string[] = [];
    for await (const page of apiPages({
      ...request({ path: '/compartments', query: { limit: 1 } }),
      schema: v.array(v.string()),
    })) {
      items.push(...page.data);
    }
    expect(items).toEqual(['a', 'b', 'c']);
    expect(server.requests.map(received => received.url)).toEqual([
      '/identity/us-ashburn-1/20160918/compartments?limit=1',
      '/identity/us-ashburn-1/20160918/compartments?limit=1&page=p2',
      '/identity/us-ashburn-1/20160918/compartments?limit=1&page=p3',
    ]);
  });
});

describe('fetchJson', () => {
  it('GETs a public text document as it is, and fails a missing one with its status', async () => {
    server.handle((_received, response) => {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Regions</h1>');
    });
    expect(await fetchText(`${server.origin}/help/docs/regions.html`, { operation: 'GetDocumentationPage' })).toBe(
      '<h1>Regions</h1>'
    );
    expect(only(server.requests[0]).headers.authorization).toBeUndefined();
    server.handle((_received, response) => answerJson(response, 404, { code: 'NotFound', message: 'No such page' }));
    const error = await failure(
      fetchText(`${server.origin}/help/docs/none.html`, { operation: 'GetDocumentationPage', retries: 0 })
    );
    expect([error.status, error.code]).toEqual([404, 'NotFound']);
  });

  it('GETs a public document without signing it', async () => {
    server.handle((_received, response) => answerJson(response, 200, { routes: [] }));
    const data = await fetchJson(`${server.origin}/plugins/console/3.1.7/route-manifest.json`, {
      operation: 'GetManifest',
    });
    expect(data).toEqual({ routes: [] });
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });
});

describe('requireParams', () => {
  it('throws for null with the spec message and lets undefined pass', () => {
    expect(() => requireParams('GetUser', { userId: null })).toThrow(new MissingParameterError('userId', 'GetUser'));
    expect(() => requireParams('GetUser', { userId: null })).toThrow(
      'Missing required parameter userId when calling GetUser'
    );
    expect(() => requireParams('GetUser', { userId: undefined, other: 'x' })).not.toThrow();
  });
});

describe('isTimeoutError', () => {
  const timeout = new ApiError({ status: 0, code: API_TIMEOUT, message: 'late', operation: 'GetUser' });
  const unavailable = new ApiError({ status: 503, code: 'ServiceUnavailable', message: 'later', operation: 'GetUser' });
  const exhausted = (cause: ApiError) =>
    new ApiError({
      status: cause.status,
      code: MAX_RETIES_REACHED,
      message: cause.message,
      operation: 'GetUser',
      cause,
    });

  it('is true for a timeout and for exhausted retries whose last attempt timed out', () => {
    expect(isTimeoutError(timeout)).toBe(true);
    expect(isTimeoutError(exhausted(timeout))).toBe(true);
  });

  it('is false for exhausted retries of another failure, other API errors and non-API errors', () => {
    expect(isTimeoutError(exhausted(unavailable))).toBe(false);
    expect(isTimeoutError(unavailable)).toBe(false);
    expect(
      isTimeoutError(new ApiError({ status: 0, code: NETWORK_ERROR, message: 'offline', operation: 'GetUser' }))
    ).toBe(false);
    expect(isTimeoutError(new Error(API_TIMEOUT))).toBe(false);
    expect(isTimeoutError(undefined)).toBe(false);
  });
});
