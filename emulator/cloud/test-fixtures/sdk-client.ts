// Test-only: what the official OCI SDK reference tests share — the demo API key as the SDK's authentication
// provider, a key the cloud never registered, and pointing a client at a local cloud.
import { generateKeyPairSync } from 'node:crypto';
import { Region, SimpleAuthenticationDetailsProvider } from 'oci-common';
import type { LocalCloud } from '../../../test/local-cloud.ts';
import { DEMO_API_KEY } from '../scenarios.ts';
import { DEMO_PRIVATE_KEY_PEM } from './api-key-client.ts';

export { DEMO_PRIVATE_KEY_PEM };

/** The SDK's authentication provider for the demo user's API key id, signing with the given private key. */
export function demoKeyProvider(privateKeyPem: string = DEMO_PRIVATE_KEY_PEM): SimpleAuthenticationDetailsProvider {
  return new SimpleAuthenticationDetailsProvider(
    DEMO_API_KEY.tenancyId,
    DEMO_API_KEY.userId,
    DEMO_API_KEY.fingerprint,
    privateKeyPem,
    null,
    Region.US_ASHBURN_1
  );
}

/** A fresh private key the cloud never registered: signing with it under the demo key id is a wrong signature. */
export function unregisteredKeyPem(): string {
  return generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
}

/** Points an SDK client at a service of the local cloud, as `{cloudOrigin}/{service}/{region}`. */
export function pointAt<T extends { endpoint: string }>(
  client: T,
  local: LocalCloud,
  service: string,
  region = 'us-ashburn-1'
): T {
  client.endpoint = `${local.origins.cloudOrigin}/${service}/${region}`;
  return client;
}
