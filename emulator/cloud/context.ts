import type { IncomingMessage } from 'node:http';
import type { SessionClaims } from './tokens.ts';

/** Who a verified request acts for; every tenancy check reads `tenancyId`. */
export interface Principal {
  /** The tenancy the request sees: the override target for an operator override session. */
  tenancyId: string;
  userId: string;
  /** The user's own tenancy; differs from `tenancyId` only under an operator override. */
  homeTenancyId: string;
  /** Set under an operator override: the operator's home tenancy (`tenant_override_from`). */
  overrideFrom: string | null;
  /** How the request was signed: a browser session token or a registered API key. */
  via: 'session' | 'api-key';
}

/** Hono environment of the local cloud: the Node request (absent under `app.request`) and per-request values. */
export interface CloudEnv {
  Bindings: { incoming?: IncomingMessage };
  Variables: {
    requestId: string;
    /** The verified caller; set on every signed route. */
    principal: Principal;
    /** Claims of the session token that signed the request; undefined for API-key requests. */
    session: SessionClaims | undefined;
    /** The operation name the matched route declares (e.g. GetUser); undefined on emulator and sign-in routes. */
    operation: string | undefined;
    /** The `{region}` path segment of a regional route. */
    region: string | undefined;
  };
}
