import type { CapabilitiesResponse } from '../src/services/identity.ts';

/**
 * A capabilities answer for tests: a paying pay-as-you-go account with Cloud Shell and Code Editor, its account info
 * changed by `accountInfo` (a trial: `{ freeTierEnabled: true, promotionStatus: 'active' }`).
 */
export function capabilitiesOf(accountInfo: Partial<CapabilitiesResponse['accountInfo']> = {}): CapabilitiesResponse {
  return {
    accountInfo: {
      limitsProvisioned: true,
      suspended: false,
      freeTierEnabled: false,
      freeTierOnly: false,
      promotionStatus: 'none',
      accountStatus: 'active',
      intentToPay: false,
      promotionUpgraded: false,
      accountFlags: 1,
      programType: 'PAYG',
      hasSaasSubscription: false,
      ...accountInfo,
    },
    capabilities: { cloudShell: true, codeEditor: true },
  };
}
