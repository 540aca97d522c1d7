import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { LocalOrigins } from '../origins.ts';
import { authenticate } from './authenticate.ts';
import type { CloudEnv } from './context.ts';
import { cors } from './cors.ts';
import { openDatabase } from './db.ts';
import { ApiError } from './errors.ts';
import type { ErrorBody } from './errors.ts';
import { FaultInjector } from './faults.ts';
import { requestId } from './request-id.ts';
import { authRoutes } from './routes/auth.ts';
import { emulatorRoutes } from './routes/emulator.ts';
import { identityRoutes } from './routes/identity.ts';
import { loginRoutes } from './routes/login.ts';
import { pluginManifestRoutes } from './routes/plugin-manifests.ts';
import { CloudStore } from './store.ts';
import { TokenService } from './tokens.ts';

/** Options of a local cloud. */
export interface CloudOptions {
  origins: LocalOrigins;
  /** The cloud's clock (token times, x-date checks); tests move it to expire tokens. */
  now?: () => Date;
}

/** A running local cloud: the Hono app over a freshly seeded database. */
export interface Cloud {
  /** The Hono app; tests call `app.request(…)`. */
  app: Hono<CloudEnv>;
  /** Answers a fetch Request (no Node request underneath, so the request target is taken from the URL). */
  fetch: (request: Request) => Promise<Response>;
  origins: LocalOrigins;
  store: CloudStore;
  tokens: TokenService;
  faults: FaultInjector;
  /** Closes the database. */
  close: () => Promise<void>;
}

/** Builds a local cloud: seeded database, signing key pair, fault injector and all routes. */
export async function createCloud({ origins, now = () => new Date() }: CloudOptions): Promise<Cloud> {
  const db = await openDatabase();
  const store = new CloudStore(db);
  const tokens = await TokenService.create({ store, issuer: origins.cloudOrigin, now });
  const faults = new FaultInjector();

  const app = new Hono<CloudEnv>();
  app.use('*', requestId);
  app.use('*', cors(origins.consoleOrigin));
  app.use('*', authenticate({ tokens, store, now }));
  app.route('/', await loginRoutes({ consoleOrigin: origins.consoleOrigin, store, tokens }));
  app.route('/', pluginManifestRoutes(origins.pluginOrigin));
  app.route('/', emulatorRoutes(faults));
  app.route('/', authRoutes({ store, tokens, faults, now }));
  app.route('/', identityRoutes({ store, faults }));

  app.notFound(c =>
    c.json<ErrorBody>(
      { code: 'NotAuthorizedOrNotFound', message: `No such resource: ${c.req.method} ${c.req.path}` },
      404
    )
  );
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json<ErrorBody>({ code: error.code, message: error.message }, error.status);
    if (error instanceof HTTPException && error.status < 500) {
      return c.json<ErrorBody>({ code: 'InvalidParameter', message: error.message }, 400);
    }
    console.error('[cloud] unexpected error', error);
    return c.json<ErrorBody>({ code: 'InternalServerError', message: 'Internal error in the local cloud.' }, 500);
  });

  let closed = false;
  return {
    app,
    fetch: async request => app.fetch(request),
    origins,
    store,
    tokens,
    faults,
    close: async () => {
      if (closed) return;
      closed = true;
      await db.close();
    },
  };
}
