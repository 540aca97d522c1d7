import { atom } from 'nanostores';
import { getTenancy, getUser } from '../src/services/identity.ts';
import { serviceContext } from './service-context.ts';
import { $session } from './session.ts';

/** The signed-in user as the chrome shows it. */
export interface ConsoleUser {
  ocid: string;
  name: string;
  email: string | null;
}

/** The tenancy as the chrome shows it. */
export interface ConsoleTenancy {
  ocid: string;
  name: string;
  homeRegionKey: string | null;
}

/** Loading state of one piece of start-up data. */
export interface Loadable<T> {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  value: T | null;
}

/** The signed-in user. */
export const $user = atom<Loadable<ConsoleUser>>({ status: 'idle', value: null });

/** The tenancy. */
export const $tenancy = atom<Loadable<ConsoleTenancy>>({ status: 'idle', value: null });

/**
 * Loads the user and the tenancy. The token already names both, so the chrome shows them at once and the calls only
 * add detail; a failed call keeps what the token said.
 */
export async function loadAccount(): Promise<void> {
  const claims = $session.get().claims;
  if (!claims) return;
  $user.set({ status: 'loading', value: { ocid: claims.sub, name: claims.user_name, email: null } });
  $tenancy.set({ status: 'loading', value: { ocid: claims.tenant, name: claims.tenant_name, homeRegionKey: null } });
  const context = serviceContext();
  await Promise.all([
    getUser(context, claims.sub).then(
      user =>
        $user.set({
          status: 'ready',
          value: { ocid: user.id, name: user.description || user.name, email: user.email ?? null },
        }),
      () => $user.set({ ...$user.get(), status: 'failed' })
    ),
    getTenancy(context, claims.tenant).then(
      tenancy =>
        $tenancy.set({
          status: 'ready',
          value: { ocid: tenancy.id, name: tenancy.name, homeRegionKey: tenancy.homeRegionKey ?? null },
        }),
      () => $tenancy.set({ ...$tenancy.get(), status: 'failed' })
    ),
  ]);
}
