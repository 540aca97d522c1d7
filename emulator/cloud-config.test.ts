// `npm run cloud -- config` (issue 20 point 6): the profile it writes, read by the official SDK's own config-file
// provider, lists the demo tenancy's regions and compartments from a real local cloud.
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigFileAuthenticationDetailsProvider, ConfigFileReader } from 'oci-common';
import { IdentityClient } from 'oci-identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCloud } from '../test/local-cloud.ts';
import type { LocalCloud } from '../test/local-cloud.ts';
import { parseCloudCommand } from './cloud-cli.ts';
import {
  ConfigExistsError,
  DEMO_KEY_FILE,
  WRITTEN_KEY_NAME,
  ociConfigProfile,
  writeOciConfig,
} from './cloud-config.ts';
import { DEMO_API_KEY, DEMO_SCENARIO } from './cloud/scenarios.ts';

let local: LocalCloud;
let workDir: string;

beforeAll(async () => {
  [local, workDir] = await Promise.all([startLocalCloud(), mkdtemp(join(tmpdir(), 'cloud-config-'))]);
});
afterAll(async () => {
  await local.close();
  await rm(workDir, { recursive: true, force: true });
});

describe('npm run cloud -- config', () => {
  it('prints a DEFAULT profile of the demo key with the cloud origin on an endpoint line', () => {
    const lines = ociConfigProfile({ cloudOrigin: 'http://127.0.0.1:7070/', keyFile: DEMO_KEY_FILE }).split('\n');
    const entries = lines.filter(line => line !== '' && !line.startsWith('#'));
    expect(entries).toEqual([
      '[DEFAULT]',
      `user=${DEMO_API_KEY.userId}`,
      `fingerprint=${DEMO_API_KEY.fingerprint}`,
      `tenancy=${DEMO_API_KEY.tenancyId}`,
      `region=${DEMO_SCENARIO.homeRegion}`,
      `key_file=${DEMO_KEY_FILE}`,
      'endpoint=http://127.0.0.1:7070',
    ]);
    expect(lines.join('\n')).toContain('http://127.0.0.1:7070/identity/us-ashburn-1');
  });

  it.each([
    [[], { kind: 'help' }],
    [['config'], { kind: 'config', force: false }],
    [
      ['config', '--write', '.oci/config', '--force', '--profile', 'LOCAL', '--cloud', 'http://127.0.0.1:7170'],
      { kind: 'config', write: '.oci/config', force: true, profile: 'LOCAL', cloud: 'http://127.0.0.1:7170' },
    ],
  ])('parses %j', (args, command) => {
    expect(parseCloudCommand(args)).toEqual(command);
  });

  it.each([
    [['configure'], /Unknown command 'configure'/],
    [['config', '--write'], /--write needs a value/],
    [['config', '--profile', 'a b'], /--profile takes/],
    [['config', '--verbose'], /Unknown option '--verbose'/],
  ])('refuses %j', (args, message) => {
    expect(() => parseCloudCommand(args)).toThrow(message);
  });

  it('writes a profile the official SDK reads and lists the demo tenancy with, and never replaces a file', async () => {
    const configPath = join(workDir, '.oci', 'config');
    const written = await writeOciConfig(configPath, { cloudOrigin: local.origins.cloudOrigin });
    expect(written.keyPath).toBe(join(workDir, '.oci', WRITTEN_KEY_NAME));
    expect((await stat(written.keyPath)).mode & 0o777).toBe(0o600);
    expect(await readFile(written.keyPath, 'utf8')).toBe(await readFile(DEMO_KEY_FILE, 'utf8'));

    // What the README shows: the SDK's provider reads the file, the client's endpoint comes from its endpoint line.
    const provider = new ConfigFileAuthenticationDetailsProvider(configPath);
    const endpoint = ConfigFileReader.parseFileFromPath(configPath, 'DEFAULT').get('endpoint');
    const client = new IdentityClient({ authenticationDetailsProvider: provider });
    client.endpoint = `${endpoint}/identity/${provider.getRegion().regionId}`;
    const regions = await client.listRegionSubscriptions({ tenancyId: provider.getTenantId() });
    expect(regions.items.map(region => region.regionName).sort()).toEqual([
      'eu-frankfurt-1',
      'us-ashburn-1',
      'us-phoenix-1',
    ]);
    const compartments = await client.listCompartments({ compartmentId: provider.getTenantId() });
    expect(compartments.items.length).toBeGreaterThan(0);
    expect(compartments.items.every(compartment => compartment.compartmentId === DEMO_API_KEY.tenancyId)).toBe(true);

    await writeFile(configPath, '[DEFAULT]\nuser=mine\n');
    await expect(writeOciConfig(configPath, { cloudOrigin: local.origins.cloudOrigin })).rejects.toBeInstanceOf(
      ConfigExistsError
    );
    expect(await readFile(configPath, 'utf8')).toBe('[DEFAULT]\nuser=mine\n');
    await writeOciConfig(configPath, { cloudOrigin: local.origins.cloudOrigin, profile: 'LOCAL', force: true });
    expect(await readFile(configPath, 'utf8')).toContain('[LOCAL]');
  });
});
