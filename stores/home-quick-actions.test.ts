import { afterEach, describe, expect, it } from 'vitest';
import { setFeatureFlags } from '../src/feature-flags.ts';
import { capabilitiesOf } from '../test/capabilities-fixture.ts';
import type { CapabilitiesResponse } from '../src/services/identity.ts';
import { $tenancy, type ConsoleTenancy } from './account.ts';
import { $capabilities } from './capabilities.ts';
import { $homeQuickActions } from './home-quick-actions.ts';

const PAYG = capabilitiesOf().accountInfo;

function signIn(accountInfo: CapabilitiesResponse['accountInfo'], tenancy: Partial<ConsoleTenancy> = {}): void {
  $capabilities.set({ status: 'ready', data: capabilitiesOf(accountInfo), failure: null });
  $tenancy.set({
    status: 'ready',
    value: { isInternal: false, createdTime: '2024-03-14T10:00:00.000Z', ...tenancy } as ConsoleTenancy,
    error: null,
  });
}

const badged = () => $homeQuickActions.get().filter(action => action.alwaysFree).length;

afterEach(() => {
  setFeatureFlags({}, { reset: true });
  $capabilities.set({ status: 'idle', data: null, failure: null });
  $tenancy.set({ status: 'idle', value: null, error: null });
});

describe('$homeQuickActions', () => {
  it('shows six tiles without badges before the account is known', () => {
    expect($homeQuickActions.get()).toHaveLength(6);
    expect(badged()).toBe(0);
  });

  it('follows the account: badges for a free-tier account, none for a paying or internal one', () => {
    signIn(PAYG);
    expect(badged()).toBe(0);
    signIn({ ...PAYG, freeTierEnabled: true, freeTierOnly: true });
    expect(badged()).toBe(4);
    signIn({ ...PAYG, freeTierEnabled: true, promotionStatus: 'active' }, { isInternal: true });
    expect(badged()).toBe(0);
  });

  it('reads the flags: all ten tiles but block volume with v2, cutoffs against the tenancy’s creation', () => {
    setFeatureFlags({ 'quick-actions-v2': true, 'always-free-badge-free-tier-cutoff': '2024-01-01' });
    signIn({ ...PAYG, freeTierEnabled: true, freeTierOnly: true });
    expect($homeQuickActions.get()).toHaveLength(9);
    expect(badged()).toBe(0);
    signIn({ ...PAYG, freeTierEnabled: true, freeTierOnly: true }, { createdTime: '2023-11-20T09:00:00.000Z' });
    expect(badged()).toBe(5);
  });
});
