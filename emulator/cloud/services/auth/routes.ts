import type { Context } from 'hono';
import type { CloudEnv } from '../../context.ts';
import type { SessionClaims } from '../../tokens.ts';
import { invalidParameter, notAuthenticated } from '../../wire/errors.ts';
import type { ServiceDeps } from '../cloud-service.ts';
import type { ServiceRouter } from '../service-router.ts';

function sessionOf(c: Context<CloudEnv>): SessionClaims {
  const session = c.get('session');
  if (!session) throw notAuthenticated('This call needs a session token signature (keyId ST$<token>), not an API key.');
  return session;
}

/** Session service (v1): token refresh and sign-out, both signed with the session key. */
export function authRoutes({ store, tokens, now, router }: ServiceDeps): ServiceRouter {
  const api = router({ version: 'v1' });

  api.post('RefreshToken', '/authentication/refresh', async c => {
    const session = sessionOf(c);
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
    const current = await tokens.verify(currentToken);
    // Only the token that signed this request may be renewed; a stolen token alone cannot extend another session.
    if (current.jti !== session.jti) throw notAuthenticated('currentToken is not the token that signed the request.');
    const record = await store.findSession(current.jti);
    const user = await store.findUser(current.sub);
    const tenancy = await store.findTenancy(current.tenant);
    const domain = user && (await store.findDomain(user.domainId));
    if (!record || !user || !tenancy || !domain) throw notAuthenticated('The session no longer exists.');
    let overrideFrom;
    if (current.tenant_override_from !== undefined) {
      // An override lasts only while the operator is still authorised for the target tenancy.
      overrideFrom = await store.findTenancy(current.tenant_override_from);
      if (!overrideFrom || !(await store.isOverrideAuthorized(user.id, tenancy.id))) {
        throw notAuthenticated('The tenancy override is no longer authorised.');
      }
    }
    const { token } = await tokens.issue({ user, tenancy, domain, overrideFrom }, current.jwk, record.signInId);
    return c.json({ token });
  });

  api.post('Logout', '/logout', async c => {
    const record = await store.findSession(sessionOf(c).jti);
    if (record) await store.revokeSignIn(record.signInId, now());
    return c.body(null, 204);
  });

  return api;
}
