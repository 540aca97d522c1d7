// The OCI config profile of the local cloud's demo API key (`npm run cloud -- config`, emulator/cloud-cli.ts): what an
// official SDK or the OCI CLI needs to call the local cloud, as an ini profile.
import { chmod, copyFile, mkdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_API_KEY, DEMO_CREDENTIALS, DEMO_SCENARIO } from './cloud/scenarios.ts';

/** The committed private half of the demo key (emulator/keys/README.md: a test fixture, not a secret). */
export const DEMO_KEY_FILE = fileURLToPath(new URL('./keys/demo-api-key.pem', import.meta.url));

/** The name the key gets beside a written config file. */
export const WRITTEN_KEY_NAME = 'local-cloud-demo-api-key.pem';

/** What a profile is made of. */
export interface ProfileOptions {
  /** The local cloud's origin, e.g. http://127.0.0.1:7070. */
  cloudOrigin: string;
  /** Absolute path of the private key file. */
  keyFile: string;
  /** Profile name; DEFAULT unless given. */
  profile?: string;
  /** The demo tenancy's home region unless given. */
  region?: string;
}

/**
 * The profile, `[DEFAULT]`-style. `endpoint` is not a key the SDKs read by themselves: an SDK client's endpoint is
 * `<endpoint>/<service>/<region>` (the local cloud serves every service under its origin, DESIGN.md), and the comment
 * says so with the identity service as the example; SDKs ignore unknown keys and `#` lines.
 */
export function ociConfigProfile({
  cloudOrigin,
  keyFile,
  profile = 'DEFAULT',
  region = DEMO_SCENARIO.homeRegion,
}: ProfileOptions): string {
  const origin = cloudOrigin.replace(/\/+$/, '');
  return [
    `# The local cloud's demo user ${DEMO_CREDENTIALS.userName} (tenancy ${DEMO_SCENARIO.name}).`,
    '# Its key is a committed test fixture (emulator/keys/README.md): it opens the local cloud and nothing else.',
    `# An SDK client's endpoint is <endpoint>/<service>/<region>, e.g. ${origin}/identity/${region}.`,
    `[${profile}]`,
    `user=${DEMO_API_KEY.userId}`,
    `fingerprint=${DEMO_API_KEY.fingerprint}`,
    `tenancy=${DEMO_API_KEY.tenancyId}`,
    `region=${region}`,
    `key_file=${keyFile}`,
    `endpoint=${origin}`,
    '',
  ].join('\n');
}

/** Thrown when `--write` would replace a file that is already there. */
export class ConfigExistsError extends Error {
  constructor(readonly path: string) {
    super(`${path} already exists; pass --force to replace it (an OCI config you use elsewhere would be lost).`);
  }
}

/**
 * Writes the profile to `configPath` and a copy of the key beside it (mode 600: the SDKs and the CLI warn about a
 * key others can read), the profile's key_file pointing at the copy. Refuses to replace a file unless `force`.
 */
export async function writeOciConfig(
  configPath: string,
  options: Omit<ProfileOptions, 'keyFile'> & { force?: boolean }
): Promise<{ configPath: string; keyPath: string }> {
  const target = resolve(configPath);
  const keyPath = join(dirname(target), WRITTEN_KEY_NAME);
  if (!options.force) {
    for (const path of [target, keyPath]) if (existsSync(path)) throw new ConfigExistsError(path);
  }
  await mkdir(dirname(target), { recursive: true, mode: 0o700 });
  await copyFile(DEMO_KEY_FILE, keyPath);
  await chmod(keyPath, 0o600);
  await writeFile(target, ociConfigProfile({ ...options, keyFile: keyPath }), { mode: 0o600 });
  return { configPath: target, keyPath };
}
