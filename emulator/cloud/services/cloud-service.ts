import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { LocalOrigins } from '../../origins.ts';
import type { ConditionState } from '../conditions.ts';
import type { Scenario } from '../scenarios.ts';
import type { CloudStore } from '../store.ts';
import type { TokenService } from '../tokens.ts';
import type { ServiceRouter, ServiceRouterOptions } from './service-router.ts';

/** What a module's seed gets: it fills the module's own tables for every scenario tenancy. */
export interface SeedContext {
  /** The transaction the seed runs in (the module's schema is already applied, the core tables are seeded). */
  db: Transaction;
  scenarios: readonly Scenario[];
  /** When the seed runs; resolves relative seed times (`resolveSeedTime`). */
  seededAt: Date;
}

/** What a module's routes get. */
export interface ServiceDeps {
  /** The database, for the module's own tables. */
  db: PGlite;
  /** Typed queries over the core tables (tenancies, users, regions, subscriptions, accounts, compartments). */
  store: CloudStore;
  tokens: TokenService;
  /** Runtime conditions (region down, replicating, unsubscribed, limits, clock skew). */
  conditions: ConditionState;
  origins: LocalOrigins;
  /** The server clock (clock skew included); use it for every time the API reports or compares. */
  now: () => Date;
  /** A router for this module's routes: `deps.router({ version: '20160918' })`. */
  router: (options?: ServiceRouterOptions) => ServiceRouter;
}

/** A cloud service module (emulator/README.md, Adding a service). */
export interface CloudService {
  /** The first path segment and the name fault rules use, e.g. `identity`. */
  name: string;
  /** The module's own tables (`new URL('./schema.sql', import.meta.url)`); applied once per database. */
  schema?: URL;
  /** Change it when the seed changes, so persisted databases are rebuilt from the seed. */
  revision?: string;
  /** Fills the module's tables for every scenario; runs once, when the database (or the module) is new. */
  seed?: (context: SeedContext) => Promise<void>;
  /** Declares the module's routes on routers made with `deps.router()` and returns them. */
  routes: (deps: ServiceDeps) => ServiceRouter | readonly ServiceRouter[];
}
