import type { IncomingMessage } from 'node:http';
import type { SessionClaims } from './tokens.ts';

/** Hono environment of the local cloud: the Node request (absent under `app.request`) and per-request values. */
export interface CloudEnv {
  Bindings: { incoming?: IncomingMessage };
  Variables: {
    requestId: string;
    /** Claims of the verified session token; set by the signature check on every signed route. */
    session: SessionClaims;
  };
}
