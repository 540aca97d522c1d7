// Test-only: a bare Hono app with the cloud's error answers and a fixed caller, for testing wire helpers alone.
import { Hono } from 'hono';
import type { CloudEnv } from '../context.ts';
import { ApiError } from './errors.ts';

/** A Hono app whose routes see operation `TestOperation` and a principal in tenancy `ocid1.tenancy.oc1..test`. */
export function wireTestApp(): Hono<CloudEnv> {
  const app = new Hono<CloudEnv>();
  app.use('*', async (c, next) => {
    c.set('operation', 'TestOperation');
    c.set('principal', {
      tenancyId: 'ocid1.tenancy.oc1..test',
      userId: 'ocid1.user.oc1..test',
      homeTenancyId: 'ocid1.tenancy.oc1..test',
      overrideFrom: null,
      via: 'api-key',
    });
    await next();
  });
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json({ code: error.code, message: error.message }, error.status);
    throw error;
  });
  return app;
}
