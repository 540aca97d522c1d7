// Test-only: a browser-style session for any scenario user, so tests reach tenancies the demo API key cannot.
import { createSessionKey, signInForTest, signRequest } from '../../../test-signer.ts';
import type { Cloud } from '../../app.ts';
import { scenario } from '../../scenarios.ts';

/** Sends a request signed with the session of one scenario user. */
export type SessionSender = (
  method: string,
  path: string,
  options?: { body?: string; headers?: Record<string, string> }
) => Promise<Response>;

/** Signs in as the first user of the scenario and returns a sender signing with that session. */
export async function scenarioSession(cloud: Cloud, scenarioKey: string): Promise<SessionSender> {
  const user = scenario(scenarioKey).users[0];
  if (!user) throw new Error(`The scenario '${scenarioKey}' has no user.`);
  const key = await createSessionKey();
  const token = await signInForTest(cloud.app, {
    cloudOrigin: cloud.origins.cloudOrigin,
    consoleOrigin: cloud.origins.consoleOrigin,
    key,
    userName: user.name,
    password: user.password,
  });
  return async (method, path, options = {}) =>
    cloud.app.request(
      await signRequest({
        method,
        url: `${cloud.origins.cloudOrigin}${path}`,
        token,
        privateKey: key.privateKey,
        body: options.body,
        date: cloud.now(),
        // Sent unsigned, as the console's if-match and GET content-type may be.
        tamper: options.headers,
      })
    );
}
