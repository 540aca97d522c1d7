// `npm run faults -- <command>`: posts fault rules and conditions to a running local cloud (see --help).
import { FAULTS_USAGE, parseFaultsCommand } from './faults-command.ts';
import type { FaultsCommand } from './faults-command.ts';
import { localOrigins } from './origins.ts';

let command: FaultsCommand;
try {
  command = parseFaultsCommand(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}

if (command.kind === 'help') {
  console.log(FAULTS_USAGE);
} else {
  const origin = command.cloud ?? localOrigins().cloudOrigin;
  const { method, path, body } = command.request;
  let response: Response;
  try {
    response = await fetch(`${origin}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    console.error(`No local cloud answers at ${origin}: start it (npm start) or pass --cloud <origin>.`);
    process.exit(1);
  }
  const text = await response.text();
  if (text !== '')
    console.log(text.startsWith('{') || text.startsWith('[') ? JSON.stringify(JSON.parse(text), null, 2) : text);
  if (!response.ok) {
    console.error(`${method} ${path} answered ${response.status}.`);
    process.exit(1);
  }
  if (response.status === 204) console.log('Done.');
}
