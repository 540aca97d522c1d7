// `npm run cloud -- <command>`: the local cloud for SDK and CLI users. `config` prints an OCI config profile for the
// seeded demo API key; `config --write <path>` writes it with the key beside it (emulator/cloud-config.ts).
import { ConfigExistsError, writeOciConfig, ociConfigProfile, DEMO_KEY_FILE } from './cloud-config.ts';
import { fileURLToPath } from 'node:url';
import { localOrigins } from './origins.ts';

/** The usage text of `npm run cloud -- --help`. */
export const CLOUD_USAGE = `Usage: npm run cloud -- config [--write <path>] [--force] [--profile <name>] [--region <region>] [--cloud <origin>]

  config                 prints an OCI config profile for the demo user's API key, endpoint included
  --write <path>         writes it to <path> (e.g. .oci/config) and the key beside it; never replaces a file
  --force                replaces <path> and the key file if they exist
  --profile <name>       the profile's name (DEFAULT)
  --region <region>      the profile's region (the demo tenancy's home region, us-ashburn-1)
  --cloud <origin>       the local cloud's origin (http://127.0.0.1:$CLOUD_PORT, port 7070 by default)

SDK clients take <endpoint>/<service>/<region> as their endpoint; the OCI CLI takes it with --endpoint.`;

/** A parsed command line. */
export type CloudCommand =
  | { kind: 'help' }
  | { kind: 'config'; write?: string; force: boolean; profile?: string; region?: string; cloud?: string };

/** Parses the arguments after `npm run cloud --`; throws with a message for anything it does not know. */
export function parseCloudCommand(args: readonly string[]): CloudCommand {
  const [command, ...rest] = args;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') return { kind: 'help' };
  if (command !== 'config') throw new Error(`Unknown command '${command}'.\n\n${CLOUD_USAGE}`);
  const parsed: Extract<CloudCommand, { kind: 'config' }> = { kind: 'config', force: false };
  const valued = { '--write': 'write', '--profile': 'profile', '--region': 'region', '--cloud': 'cloud' } as const;
  for (let index = 0; index < rest.length; index += 1) {
    const option = rest[index] ?? '';
    if (option === '--force') {
      parsed.force = true;
    } else if (option === '--help' || option === '-h') {
      return { kind: 'help' };
    } else if (Object.hasOwn(valued, option)) {
      const value = rest[index + 1];
      if (value === undefined || value.startsWith('--')) throw new Error(`${option} needs a value.`);
      parsed[valued[option as keyof typeof valued]] = value;
      index += 1;
    } else {
      throw new Error(`Unknown option '${option}'.\n\n${CLOUD_USAGE}`);
    }
  }
  if (parsed.profile !== undefined && !/^[\w.-]+$/.test(parsed.profile)) {
    throw new Error('--profile takes letters, digits, dots, dashes and underscores.');
  }
  return parsed;
}

async function main(): Promise<void> {
  let command: CloudCommand;
  try {
    command = parseCloudCommand(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
  if (command.kind === 'help') {
    console.log(CLOUD_USAGE);
    return;
  }
  const options = {
    cloudOrigin: command.cloud ?? localOrigins().cloudOrigin,
    ...(command.profile === undefined ? {} : { profile: command.profile }),
    ...(command.region === undefined ? {} : { region: command.region }),
  };
  if (command.write === undefined) {
    process.stdout.write(ociConfigProfile({ ...options, keyFile: DEMO_KEY_FILE }));
    return;
  }
  try {
    const written = await writeOciConfig(command.write, { ...options, force: command.force });
    console.log(`Wrote ${written.configPath} and ${written.keyPath}.`);
    console.log(
      `Use it with: OCI_CLI_CONFIG_FILE=${written.configPath} (CLI) or new ConfigFileAuthenticationDetailsProvider('${written.configPath}') (TypeScript SDK).`
    );
  } catch (error) {
    console.error(error instanceof ConfigExistsError ? error.message : `Cannot write: ${String(error)}`);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
