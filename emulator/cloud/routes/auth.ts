import { Hono } from 'hono';
import type { CloudEnv } from '../context.ts';
import { invalidParameter, notAuthenticated } from '../errors.ts';
import type { FaultInjector } from '../faults.ts';
import type { CloudStore } from '../store.ts';
import type { TokenService } from '../tokens.ts';

/** Dependencies of the session routes. */
export interface AuthRoutesOptions {
  store: CloudStore;
  tokens: TokenService;
  faults: FaultInjector;
  now: () => Date;
}

/** Session service: token refresh and sign-out, both signed with the session key. */
export function authRoutes({ store, tokens, faults, now }: AuthRoutesOptions): Hono<CloudEnv> {
  const app = new Hono<CloudEnv>();

  app.post('/auth/:region/v1/authentication/refresh', faults.operation('RefreshToken'), async c => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      throw invalidParameter('The body must be JSON: {"currentToken": "<token>"}.');
    }
    const currentToken =
      typeof body === 'object' && body !== null && 'currentToken' in body ? body.currentToken : undefined;
    if (typeof currentToken !== 'string' || currentToken === '') {
      throw invalidParameter('currentToken is required.');
    }
    const session = c.get('session');
    const current = await tokens.verify(currentToken);
    // Only the token that signed this request may be renewed; a stolen token alone cannot extend another session.
    if (current.jti !== session.jti) throw notAuthenticated('currentToken is not the token that signed the request.');
    const record = await store.findSession(current.jti);
    const user = await store.findUser(current.sub);
    const tenancy = user && (await store.findTenancy(user.tenancyId));
    const domain = user && (await store.findDomain(user.domainId));
    if (!record || !user || !tenancy || !domain) throw notAuthenticated('The session no longer exists.');
    const { token } = await tokens.issue({ user, tenancy, domain }, current.jwk, record.signInId);
    return c.json({ token });
  });

  app.post('/auth/:region/v1/logout', faults.operation('Logout'), async c => {
    const record = await store.findSession(c.get('session').jti);
    if (record) await store.revokeSignIn(record.signInId, now());
    return c.body(null, 204);
  });

  return app;
}
