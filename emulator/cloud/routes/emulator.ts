import { Hono } from 'hono';
import type { CloudEnv } from '../context.ts';
import { ApiError, invalidParameter } from '../errors.ts';
import { parseFault } from '../faults.ts';
import type { FaultInjector } from '../faults.ts';

/** The emulator's own control API (`/_emulator/*`), for tests and tools, never for pages. */
export function emulatorRoutes(faults: FaultInjector): Hono<CloudEnv> {
  const app = new Hono<CloudEnv>();

  // Browsers always send Origin on these methods; refusing it keeps every web page, the console included, out.
  app.use('/_emulator/*', async (c, next) => {
    if (c.req.header('origin') !== undefined) {
      throw new ApiError(403, 'NotAllowed', 'The emulator API is not available to web pages.');
    }
    await next();
  });

  app.get('/_emulator/health', c => c.json({ status: 'ok' }));

  app.get('/_emulator/faults', c => c.json(faults.list()));

  app.post('/_emulator/faults', async c => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw invalidParameter('The body must be a JSON fault: {operation, status, code, message, times?}.');
    }
    const fault = parseFault(body);
    faults.add(fault);
    return c.json(fault, 201);
  });

  app.delete('/_emulator/faults', c => {
    faults.clear();
    return c.body(null, 204);
  });

  return app;
}
