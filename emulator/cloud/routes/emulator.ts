import { Hono } from 'hono';
import type { Context } from 'hono';
import { parseConditionChange } from '../conditions.ts';
import type { ConditionState } from '../conditions.ts';
import type { CloudEnv } from '../context.ts';
import { parseFaultRules } from '../faults.ts';
import type { FaultInjector } from '../faults.ts';
import { DEMO_SCENARIO } from '../scenarios.ts';
import type { OperationRegistry } from '../services/service-router.ts';
import type { CloudStore } from '../store.ts';
import { ApiError, invalidParameter, notAuthorizedOrNotFound } from '../wire/errors.ts';

/** What the emulator's control API works on. */
export interface EmulatorRoutesOptions {
  faults: FaultInjector;
  conditions: ConditionState;
  operations: OperationRegistry;
  store: CloudStore;
  /** Back to the seed (database, faults, conditions). */
  reset: () => Promise<void>;
  regions: readonly string[];
}

async function jsonBody(c: Context<CloudEnv>, shape: string): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw invalidParameter(`The body must be JSON: ${shape}.`);
  }
}

/**
 * The emulator's own control API (`/_emulator/*`), for tests and tools, never for pages: faults, conditions, the
 * operation list and a reset to the seed. Unsigned; refused when an Origin header shows a web page sent it.
 */
export function emulatorRoutes(options: EmulatorRoutesOptions): Hono<CloudEnv> {
  const { faults, conditions, operations, store, reset, regions } = options;
  const app = new Hono<CloudEnv>();
  const catalog = { services: () => operations.services(), operations: () => operations.operations(), regions };

  // Browsers always send Origin on these methods; refusing it keeps every web page, the console included, out.
  app.use('/_emulator/*', async (c, next) => {
    if (c.req.header('origin') !== undefined) {
      throw new ApiError(403, 'NotAllowed', 'The emulator API is not available to web pages.');
    }
    await next();
  });

  app.get('/_emulator/health', c => c.json({ status: 'ok' }));

  app.get('/_emulator/operations', c => c.json(operations.list()));

  app.get('/_emulator/faults', c => c.json(faults.list()));

  // A single rule answers the rule (as in the first slice); a list answers the list.
  app.post('/_emulator/faults', async c => {
    const body = await jsonBody(c, '{service?, region?, operation?, status?, latencyMs?, hang?, malformed?, …}');
    const added = parseFaultRules(body, catalog).map(rule => faults.add(rule));
    return c.json(Array.isArray(body) ? added : added[0], 201);
  });

  app.delete('/_emulator/faults', c => {
    faults.clear();
    return c.body(null, 204);
  });

  app.delete('/_emulator/faults/:id', c => {
    if (!faults.remove(c.req.param('id'))) throw notAuthorizedOrNotFound(`No fault '${c.req.param('id')}'.`);
    return c.body(null, 204);
  });

  app.get('/_emulator/conditions', c => c.json(conditions.snapshot()));

  app.post('/_emulator/conditions', async c => {
    const body = await jsonBody(c, '{condition, on?, region?, tenancy?, seconds?}');
    const entries = Array.isArray(body) ? body : [body];
    const resolve = async (reference: string) => store.findTenancyByReference(reference);
    // Every entry is checked before any is applied, so a bad list changes nothing.
    const changes = [];
    for (const entry of entries) changes.push(await parseConditionChange(entry, resolve, DEMO_SCENARIO.id, regions));
    for (const change of changes) conditions.apply(change);
    return c.json(conditions.snapshot());
  });

  app.delete('/_emulator/conditions', c => {
    conditions.reset();
    return c.body(null, 204);
  });

  app.post('/_emulator/reset', async c => {
    await reset();
    return c.body(null, 204);
  });

  return app;
}
