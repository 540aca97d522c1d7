// Test-only: calls a cloud signed with the committed demo API key (emulator/keys/demo-api-key.pem).
import { readFileSync } from 'node:fs';
import { signWithApiKey } from '../../test-signer.ts';
import type { ApiKeySignOptions } from '../../test-signer.ts';
import type { Cloud } from '../app.ts';
import { DEMO_API_KEY } from '../scenarios.ts';

/** The committed private half of the demo user's API key. */
export const DEMO_PRIVATE_KEY_PEM = readFileSync(new URL('../../keys/demo-api-key.pem', import.meta.url), 'utf8');

/** The demo key's keyId `<tenancy>/<user>/<fingerprint>`. */
export const DEMO_KEY_ID = `${DEMO_API_KEY.tenancyId}/${DEMO_API_KEY.userId}/${DEMO_API_KEY.fingerprint}`;

/** Sends a request signed with the demo API key (overridable) to the cloud's app. */
export async function sendWithApiKey(
  cloud: Cloud,
  options: Omit<ApiKeySignOptions, 'keyId' | 'privateKeyPem' | 'url'> & {
    path: string;
    keyId?: string;
    privateKeyPem?: string;
    signal?: AbortSignal;
  }
): Promise<Response> {
  const request = await signWithApiKey({
    keyId: DEMO_KEY_ID,
    privateKeyPem: DEMO_PRIVATE_KEY_PEM,
    date: cloud.now(),
    ...options,
    url: `${cloud.origins.cloudOrigin}${options.path}`,
  });
  return cloud.app.request(options.signal ? new Request(request, { signal: options.signal }) : request);
}
