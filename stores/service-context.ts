import { currentSession } from '../src/auth/session.ts';
import type { ServiceContext } from '../src/services/service-context.ts';
import { $activeRegion } from './active-region.ts';

/** The context service calls run in: the active region (unless told otherwise) and the session's credentials. */
export function serviceContext(region: string = $activeRegion.get()): ServiceContext {
  return {
    region,
    credentials: async () => {
      const session = await currentSession();
      return session ? { privateKey: session.privateKey, token: session.token } : null;
    },
  };
}
