// Shared set-up of the store tests that run against the real local cloud: one cloud per test file, the stores'
// service calls pointed at it, the demo user signed in once and put back in place before each test.
import { afterAll, beforeAll } from 'vitest';
import { $session } from '../stores/session.ts';
import { useServiceEndpoints } from '../stores/service-context.ts';
import { resetClientStorage, signInClient, storeClientSession, type ClientSession } from './client-session.ts';
import { startLocalCloud, type LocalCloud } from './local-cloud.ts';

/** The cloud and the demo session of a store test file; read them inside tests and hooks. */
export interface StoreCloud {
  readonly local: LocalCloud;
  readonly demo: ClientSession;
}

/** Registers the file's beforeAll/afterAll: a fresh cloud, the stores pointed at it, the demo user signed in. */
export function useStoreCloud(): StoreCloud {
  let local: LocalCloud | undefined;
  let demo: ClientSession | undefined;
  beforeAll(async () => {
    local = await startLocalCloud();
    useServiceEndpoints(local.endpoints);
    demo = await signInClient(local);
  });
  afterAll(async () => {
    useServiceEndpoints(undefined);
    await local?.close();
  });
  return {
    get local() {
      if (!local) throw new Error('the store cloud is not started yet');
      return local;
    },
    get demo() {
      if (!demo) throw new Error('the demo user is not signed in yet');
      return demo;
    },
  };
}

/** Makes `session` the console's session: stored where the client reads it and published in `$session`. */
export async function useSession(session: ClientSession): Promise<void> {
  await resetClientStorage();
  await storeClientSession(session.keyPair, session.token);
  $session.set({ status: 'signed-in', claims: session.claims });
}
