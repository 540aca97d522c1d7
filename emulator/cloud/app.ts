import type { PGlite } from '@electric-sql/pglite';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import type { LocalOrigins } from '../origins.ts';
import { authenticateRequest, cloudHosts, requireSubscribedRegion } from './authenticate.ts';
import { ConditionState } from './conditions.ts';
import type { CloudEnv } from './context.ts';
import { cors } from './cors.ts';
import { openCloudDatabase } from './db.ts';
import { FaultInjector, RESHAPE, reshapeAnswer, seededRandom } from './faults.ts';
import { emulatorRoutes } from './routes/emulator.ts';
import { loginRoutes } from './routes/login.ts';
import { REGIONS } from './scenarios.ts';
import type { CloudService, ServiceDeps } from './services/cloud-service.ts';
import { CLOUD_SERVICES } from './services/index.ts';
import { OperationRegistry, ServiceRouter } from './services/service-router.ts';
import type { RouteGuard } from './services/service-router.ts';
import { CloudStore } from './store.ts';
import { TokenService } from './tokens.ts';
import { ApiError } from './wire/errors.ts';
import type { ErrorBody } from './wire/errors.ts';
import { requestId } from './wire/request-id.ts';

/** Options of a local cloud. */
export interface CloudOptions {
  origins: LocalOrigins;
  /** The cloud's clock (token times, date checks); tests move it to expire tokens. The clock-skew condition adds to it. */
  now?: () => Date;
  /** A directory to keep the database in, so a restart keeps state; in memory when undefined (tests). */
  dataDir?: string;
  /** A database dump to start from in memory instead of seeding (tests; see `openCloudDatabase`). */
  snapshot?: Blob;
  /** Seed of the random source probability faults draw from, for repeatable runs; random when undefined. */
  faultSeed?: number;
  /** The service modules; every module of services/index.ts when undefined. */
  services?: readonly CloudService[];
  /** Where start-up notes go (e.g. a rebuilt database); silent when undefined. */
  log?: (message: string) => void;
}

/** A running local cloud: the Hono app over its database. */
export interface Cloud {
  /** The Hono app; tests call `app.request(…)`. */
  app: Hono<CloudEnv>;
  /** Answers a fetch Request (no Node request underneath, so the request target is taken from the URL). */
  fetch: (request: Request) => Promise<Response>;
  origins: LocalOrigins;
  db: PGlite;
  store: CloudStore;
  tokens: TokenService;
  faults: FaultInjector;
  conditions: ConditionState;
  /** Every route the modules declared, with its operation name. */
  operations: OperationRegistry;
  /** Whether this start seeded the database (new, rebuilt, or a module added). */
  seeded: boolean;
  /** The server clock, clock skew included. */
  now: () => Date;
  /** Back to the seed: drops and reseeds the database, clears faults and conditions. */
  reset: () => Promise<void>;
  /** Closes the database (releasing requests held by faults first). */
  close: () => Promise<void>;
}

/** Builds a local cloud: database (seeded when new), token keys, faults, conditions and every module's routes. */
export async function createCloud(options: CloudOptions): Promise<Cloud> {
  const { origins, now: baseNow = () => new Date() } = options;
  const services = options.services ?? CLOUD_SERVICES;
  const conditions = new ConditionState();
  const now = () => new Date(baseNow().getTime() + conditions.clockSkewMs);
  const database = await openCloudDatabase({
    dataDir: options.dataDir,
    allServices: options.services === undefined,
    ...(options.snapshot ? { snapshot: options.snapshot } : {}),
    services,
    now,
    log: options.log,
  });
  const { db } = database;
  const store = new CloudStore(db, conditions);
  const tokens = await TokenService.create({ store, issuer: origins.cloudOrigin, now });
  const faults = new FaultInjector(options.faultSeed === undefined ? Math.random : seededRandom(options.faultSeed));
  const operations = new OperationRegistry();
  const hosts = cloudHosts(origins.cloudOrigin);

  // Faults come before the signature check, as a broken network or gateway would.
  const guard: RouteGuard = info =>
    createMiddleware<CloudEnv>(async (c, next) => {
      const region = info.path.includes(':region') ? (c.req.param('region') ?? '') : undefined;
      c.set('operation', info.operation);
      c.set('region', region);
      const answer = await faults.intercept(c, { service: info.service, operation: info.operation, region });
      if (answer instanceof Response) return answer;
      if (info.auth === 'signed') {
        const principal = await authenticateRequest(c, { tokens, store, now, hosts });
        if (region !== undefined) await requireSubscribedRegion(store, principal, region);
      }
      await next();
      if (answer === RESHAPE) c.res = await reshapeAnswer(c.res);
      return undefined;
    });

  const reset = async () => {
    faults.clear();
    conditions.reset();
    await database.reset();
    await tokens.saveKey();
  };

  const app = new Hono<CloudEnv>();
  app.use('*', requestId);
  app.use('*', cors(origins.consoleOrigin));
  app.route('/', await loginRoutes({ consoleOrigin: origins.consoleOrigin, store, tokens }));
  app.route(
    '/',
    emulatorRoutes({
      faults,
      conditions,
      operations,
      store,
      reset,
      regions: REGIONS.map(region => region.name),
    })
  );
  for (const service of services) {
    const deps: ServiceDeps = {
      db,
      store,
      tokens,
      conditions,
      origins,
      now,
      router: routerOptions => new ServiceRouter(service.name, routerOptions ?? {}, guard, operations),
    };
    const routers = service.routes(deps);
    for (const router of Array.isArray(routers) ? routers : [routers]) app.route('/', router.app);
  }

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
    db,
    store,
    tokens,
    faults,
    conditions,
    operations,
    seeded: database.seeded,
    now,
    reset,
    close: async () => {
      if (closed) return;
      closed = true;
      faults.clear();
      await db.close();
    },
  };
}
