import { Hono } from 'hono';
import type { Handler, MiddlewareHandler } from 'hono';
import type { CloudEnv } from '../context.ts';

/** Whether a route needs an HTTP signature. */
export type RouteAuth = 'signed' | 'public';

/** One declared route, as fault rules and `GET /_emulator/operations` see it. */
export interface OperationInfo {
  /** The module that declared it. */
  module: string;
  /** The service fault rules match: the first segment of the route's path, e.g. identity. */
  service: string;
  /** OCI-style operation name, e.g. GetUser; fault rules target it. */
  operation: string;
  method: string;
  /** The full Hono path, e.g. /identity/:region/20160918/users/:userId. */
  path: string;
  auth: RouteAuth;
}

/** Every operation the modules declared. */
export class OperationRegistry {
  readonly #operations: OperationInfo[] = [];

  /** Records a declared route. */
  add(info: OperationInfo): void {
    this.#operations.push(info);
  }

  /** Every declared route, in declaration order. */
  list(): OperationInfo[] {
    return this.#operations.map(info => ({ ...info }));
  }

  /** The distinct operation names. */
  operations(): string[] {
    return [...new Set(this.#operations.map(info => info.operation))].sort();
  }

  /** The distinct service names. */
  services(): string[] {
    return [...new Set(this.#operations.map(info => info.service))].sort();
  }
}

/** Builds the middleware that runs before each route: operation name, faults, signature and region checks. */
export type RouteGuard = (info: OperationInfo) => MiddlewareHandler<CloudEnv>;

/** Where a router's routes live. */
export interface ServiceRouterOptions {
  /** API version segment: routes then live under `/{service}/:region/{version}`. */
  version?: string;
  /**
   * A base path replacing `/{service}/:region[/{version}]`, for paths the provider does not build that way (e.g.
   * `/plugins/console/3.1.7`). A base containing `:region` gets the subscribed-region check.
   */
  base?: string;
  /** The service name fault rules match; default: the first segment of the base (the module name without a base). */
  service?: string;
}

/** Per-route options. */
export interface RouteOptions {
  /** `signed` (default): an HTTP signature is required. `public`: no signature (status pages, manifests). */
  auth?: RouteAuth;
}

/** A route handler; `P` is the path relative to the router's base, so its `:params` are typed. */
export type RouteHandler<P extends string> = Handler<CloudEnv, P>;

/**
 * The routes of one service module. Every route declares its operation name, so fault rules can target it, and gets
 * the cloud's guard: faults first, then (unless public) the signature check and, on regional paths, the check that
 * the caller's tenancy subscribes to the region. Handlers read the caller from `c.get('principal')`.
 */
export class ServiceRouter {
  /** The Hono app holding the routes; the cloud mounts it at `/`. */
  readonly app = new Hono<CloudEnv>();
  /** The module the router belongs to. */
  readonly module: string;
  /** The service name fault rules match. */
  readonly service: string;
  /** The path prefix of every route. */
  readonly base: string;
  readonly #guard: RouteGuard;
  readonly #registry: OperationRegistry;

  constructor(module: string, options: ServiceRouterOptions, guard: RouteGuard, registry: OperationRegistry) {
    this.module = module;
    this.base = options.base ?? `/${module}/:region${options.version === undefined ? '' : `/${options.version}`}`;
    // A module serving another service's paths (identity-compartments under /identity/…) is that service to faults.
    this.service = options.service ?? (this.base.split('/')[1] || module);
    this.#guard = guard;
    this.#registry = registry;
  }

  /** Declares a GET route. */
  get<P extends string>(operation: string, path: P, handler: RouteHandler<P>, options?: RouteOptions): this {
    return this.#add('GET', operation, path, handler, options);
  }

  /** Declares a POST route. */
  post<P extends string>(operation: string, path: P, handler: RouteHandler<P>, options?: RouteOptions): this {
    return this.#add('POST', operation, path, handler, options);
  }

  /** Declares a PUT route. */
  put<P extends string>(operation: string, path: P, handler: RouteHandler<P>, options?: RouteOptions): this {
    return this.#add('PUT', operation, path, handler, options);
  }

  /** Declares a PATCH route. */
  patch<P extends string>(operation: string, path: P, handler: RouteHandler<P>, options?: RouteOptions): this {
    return this.#add('PATCH', operation, path, handler, options);
  }

  /** Declares a DELETE route. */
  delete<P extends string>(operation: string, path: P, handler: RouteHandler<P>, options?: RouteOptions): this {
    return this.#add('DELETE', operation, path, handler, options);
  }

  #add<P extends string>(
    method: string,
    operation: string,
    path: P,
    handler: RouteHandler<P>,
    options: RouteOptions = {}
  ): this {
    const info: OperationInfo = {
      module: this.module,
      service: this.service,
      operation,
      method,
      path: `${this.base}${path}`,
      auth: options.auth ?? 'signed',
    };
    this.#registry.add(info);
    // The handler was typed against the relative path; the full path has the same parameters plus :region.
    this.app.on(method, info.path, this.#guard(info), handler as unknown as Handler<CloudEnv>);
    return this;
  }
}
