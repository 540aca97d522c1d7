import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer, type HttpBindings } from '@hono/node-server';
import { createCloud, type Cloud } from '../emulator/cloud/app.ts';
import type { FaultOperation } from '../emulator/cloud/faults.ts';
import { DEMO_CREDENTIALS } from '../emulator/cloud/seed.ts';
import { closeServer } from '../emulator/listen.ts';
import { localOrigins, type LocalOrigins } from '../emulator/origins.ts';
import type { EndpointConfig } from '../src/http/endpoints.ts';

/**
 * A fault as `POST /_emulator/faults` takes it (emulator/cloud/faults.ts); without `times` it lasts until cleared.
 * It needs an effect: a status (with code and message), latencyMs, hang or malformed.
 */
export interface FaultRequest {
  operation?: FaultOperation;
  /** The first path segment of the route, e.g. identity. */
  service?: string;
  region?: string;
  status?: number;
  code?: string;
  message?: string;
  /** Wait this long before answering. */
  latencyMs?: number;
  /** Never answer. */
  hang?: boolean;
  /** Answer a body that is not JSON. */
  malformed?: boolean;
  /** Answer the route's JSON with every field of the wrong type. */
  wrongShape?: boolean;
  /** Close the connection without an answer. */
  reset?: boolean;
  /** Send `retry-after` with the status answer. */
  retryAfterSeconds?: number;
  times?: number;
}

/** A fault that answers `operation` with a 500 InternalServerError until cleared (or `times` times). */
export function internalErrorFault(operation: FaultOperation, times?: number): FaultRequest {
  return {
    operation,
    status: 500,
    code: 'InternalServerError',
    message: 'The service is down.',
    ...(times === undefined ? {} : { times }),
  };
}

/** A user's credentials on the sign-in form. */
export interface SignInCredentials {
  userName: string;
  password: string;
}

/** A local cloud served over HTTP on a free port of 127.0.0.1. */
export interface LocalCloud {
  cloud: Cloud;
  /** The origins it was built with; `cloudOrigin` carries the port it listens on. */
  origins: LocalOrigins;
  /** Endpoint configuration that points the console's service clients at this cloud. */
  endpoints: EndpointConfig;
  /** Makes an operation fail, through the emulator's HTTP control API. */
  injectFault(fault: FaultRequest): Promise<void>;
  /** Removes every fault. */
  clearFaults(): Promise<void>;
  /** How many requests the server is working on now, not counting those a latency or hang fault holds. */
  busyRequests(): number;
  /** Signs in through the sign-in form with a public key; resolves with the session token. */
  signIn(publicJwk: JsonWebKey, credentials?: SignInCredentials): Promise<string>;
  /**
   * Fills in the sign-in page the console sent the browser to (its `public_key`, `redirect_uri` and `state`) and
   * resolves with the callback URL the form redirects to, token and state in its fragment.
   */
  submitSignIn(signInPageUrl: string, credentials?: SignInCredentials): Promise<string>;
  close(): Promise<void>;
}

/** Starts a freshly seeded local cloud on port 0 (never the fixed ports a running console may hold). */
export async function startLocalCloud(): Promise<LocalCloud> {
  let cloud: Cloud | undefined;
  const server = createAdaptorServer({
    // As emulator/cloud/server.ts: the raw Node request rides along, so signatures are checked against its target.
    fetch: (request, env) =>
      cloud
        ? cloud.app.fetch(request, env as HttpBindings)
        : Response.json({ code: 'ServiceUnavailable', message: 'The local cloud is still starting.' }, { status: 503 }),
  }) as Server;
  let active = 0;
  server.on('request', (_request, response) => {
    active += 1;
    response.once('close', () => (active -= 1));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  // The console and plugin origins are only names here (redirect checks, CORS); nothing is started on them.
  const origins: LocalOrigins = { ...localOrigins(), cloudPort: port, cloudOrigin: `http://127.0.0.1:${port}` };
  try {
    // Under vitest the global set-up has seeded one database for the run; each cloud starts from its dump
    // (LOCAL_CLOUD_SNAPSHOT, emulator/cloud/db.ts).
    cloud = await createCloud({ origins });
  } catch (error) {
    await closeServer(server);
    throw error;
  }
  const started = cloud;
  const faultsUrl = `${origins.cloudOrigin}/_emulator/faults`;

  async function postSignInForm(fields: Record<string, string>, credentials: SignInCredentials): Promise<string> {
    const form = new URLSearchParams({ ...fields, user_name: credentials.userName, password: credentials.password });
    const response = await fetch(`${origins.cloudOrigin}/login`, { method: 'POST', body: form, redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status !== 303 || location === null) throw new Error(`sign-in failed with ${response.status}`);
    return location;
  }

  return {
    cloud: started,
    origins,
    endpoints: { cloudOrigin: origins.cloudOrigin, secondLevelDomain: 'oraclecloud.com' },
    async injectFault(fault) {
      const response = await fetch(faultsUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(fault),
      });
      if (response.status !== 201) throw new Error(`the fault was refused: ${await response.text()}`);
    },
    busyRequests: () => active - started.faults.waitingCount(),
    async clearFaults() {
      const response = await fetch(faultsUrl, { method: 'DELETE' });
      if (response.status !== 204) throw new Error(`clearing faults failed with ${response.status}`);
    },
    async signIn(publicJwk, credentials = DEMO_CREDENTIALS) {
      const callback = await postSignInForm(
        {
          public_key: Buffer.from(JSON.stringify(publicJwk)).toString('base64url'),
          redirect_uri: `${origins.consoleOrigin}/auth/callback`,
          state: 'test-state',
        },
        credentials
      );
      const token = new URLSearchParams(new URL(callback).hash.slice(1)).get('token');
      if (token === null) throw new Error('the sign-in redirect carries no token');
      return token;
    },
    async submitSignIn(signInPageUrl, credentials = DEMO_CREDENTIALS) {
      const query = new URL(signInPageUrl).searchParams;
      const fields = Object.fromEntries(
        ['public_key', 'redirect_uri', 'state'].map(name => [name, query.get(name) ?? ''])
      );
      return postSignInForm(fields, credentials);
    },
    close: async () => {
      await closeServer(server);
      await started.close();
    },
  };
}
