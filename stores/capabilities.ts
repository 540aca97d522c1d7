import { atom } from 'nanostores';
import { classifyCapabilityFailure, type CapabilityFailure } from '../src/domain/console-failure.ts';
import { getCapabilities, type CapabilitiesResponse } from '../src/services/identity.ts';
import { serviceContext } from './service-context.ts';
import { $session } from './session.ts';

/** Capabilities and account info of the tenancy (spec 3 §1: the first thing start-up loads). */
export interface CapabilitiesState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  data: CapabilitiesResponse | null;
  failure: CapabilityFailure | null;
}

/** Capabilities and account info. */
export const $capabilities = atom<CapabilitiesState>({ status: 'idle', data: null, failure: null });

/** Loads capabilities with account info; a failure is classified into the error screen it leads to. */
export async function loadCapabilities(): Promise<CapabilitiesState> {
  const claims = $session.get().claims;
  if (!claims) throw new Error('loadCapabilities needs a session');
  $capabilities.set({ status: 'loading', data: null, failure: null });
  try {
    const data = await getCapabilities(serviceContext(), claims.tenant);
    $capabilities.set({ status: 'ready', data, failure: null });
  } catch (error) {
    const failed = error as { status?: number; code?: string; message?: string };
    $capabilities.set({ status: 'failed', data: null, failure: classifyCapabilityFailure(failed) });
  }
  return $capabilities.get();
}
