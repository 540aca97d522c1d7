import { TRUSTED_TYPES_POLICY } from './csp.ts';

interface TrustedTypePolicyLike {
  createHTML(input: string): unknown;
}
interface TrustedTypesLike {
  createPolicy(name: string, rules: { createHTML: (input: string) => string }): TrustedTypePolicyLike;
}

let policy: TrustedTypePolicyLike | null | undefined;

/**
 * Creates the shell's one Trusted Types policy. It refuses to turn strings into HTML: markup from services is
 * sanitised by the component that renders it (a later issue brings DOMPurify), so nothing here ever needs to pass
 * raw strings to an HTML sink. Creating it early also claims the name, so no other script can.
 */
export function installTrustedTypesPolicy(): TrustedTypePolicyLike | null {
  if (policy !== undefined) return policy;
  const factory = (globalThis as { trustedTypes?: TrustedTypesLike }).trustedTypes;
  policy =
    factory?.createPolicy(TRUSTED_TYPES_POLICY, {
      createHTML: () => {
        throw new TypeError('The console-shell policy does not create HTML from strings.');
      },
    }) ?? null;
  return policy;
}
