// Test-only: calls a cloud as the first user of any scenario (signed in through the form, requests signed with the
// session key), so the commerce-family tests can look at every scenario's story and at tenancy isolation.
import { createSessionKey, signRequest } from '../../../test-signer.ts';
import type { Cloud } from '../../app.ts';
import { scenario } from '../../scenarios.ts';

/** Options of one call. */
export interface CallOptions {
  /** A JSON body (serialised) or a raw string. */
  body?: unknown;
  /** Headers sent but not signed (opc-retry-token, if-match, accept-language). */
  headers?: Record<string, string>;
}

/** Calls the cloud as one scenario user. */
export interface ScenarioCaller {
  tenancyId: string;
  userId: string;
  email: string;
  call: (method: string, path: string, options?: CallOptions) => Promise<Response>;
  /** Calls and parses the JSON answer, failing the test on an unexpected status. */
  json: <T>(method: string, path: string, options?: CallOptions & { status?: number }) => Promise<T>;
}

/**
 * Signs in as the first user of the scenario and returns a caller for it; `overrideInto` names a scenario the user (an
 * operator) signs in to by tenancy override instead of its own.
 */
export async function callerFor(
  cloud: Cloud,
  scenarioKey: string,
  options: { overrideInto?: string } = {}
): Promise<ScenarioCaller> {
  const home = scenario(scenarioKey);
  const entry = options.overrideInto === undefined ? home : scenario(options.overrideInto);
  const user = home.users[0];
  if (!user) throw new Error(`Scenario ${scenarioKey} has no user to sign in as.`);
  const key = await createSessionKey();
  const form = new URLSearchParams({
    user_name: user.name,
    password: user.password,
    public_key: key.publicKeyParam,
    redirect_uri: `${cloud.origins.consoleOrigin}/auth/callback`,
    state: 'commerce-test',
    ...(options.overrideInto === undefined ? {} : { tenant: entry.name }),
  });
  const signIn = await cloud.app.request(`${cloud.origins.cloudOrigin}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const location = signIn.headers.get('location');
  if (signIn.status !== 303 || location === null) throw new Error(`sign-in failed with ${signIn.status}`);
  const token = new URLSearchParams(new URL(location).hash.slice(1)).get('token');
  if (token === null) throw new Error('the sign-in redirect carries no token');
  const call = async (method: string, path: string, options: CallOptions = {}) => {
    const body =
      options.body === undefined
        ? undefined
        : typeof options.body === 'string'
          ? options.body
          : JSON.stringify(options.body);
    const request = await signRequest({
      method,
      url: `${cloud.origins.cloudOrigin}${path}`,
      token,
      privateKey: key.privateKey,
      body,
      date: cloud.now(),
      tamper: options.headers,
    });
    return cloud.app.request(request);
  };
  return {
    tenancyId: entry.id,
    userId: user.id,
    email: user.email,
    call,
    json: async <T>(method: string, path: string, options: CallOptions & { status?: number } = {}) => {
      const response = await call(method, path, options);
      const text = await response.text();
      if (response.status !== (options.status ?? 200)) {
        throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
      }
      return JSON.parse(text) as T;
    },
  };
}

/** Signs in as several scenarios at once; the callers come back in the order of the keys. */
export async function callersFor<const K extends readonly string[]>(
  cloud: Cloud,
  keys: K
): Promise<{ [I in keyof K]: ScenarioCaller }> {
  const callers = await Promise.all(keys.map(key => callerFor(cloud, key)));
  return callers as { [I in keyof K]: ScenarioCaller };
}
