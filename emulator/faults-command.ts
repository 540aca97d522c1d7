import { parseArgs } from 'node:util';

/** Usage of `npm run faults -- …`. */
export const FAULTS_USAGE = `Fault injection and conditions for the local cloud (POST/GET/DELETE /_emulator/…).

Usage: npm run faults -- <command> [options]

Faults (a call matching every given --service, --region and --operation gets the effect):
  add [--service S] [--region R] [--operation OP]   add a rule; it needs at least one effect:
      [--status N [--code C] [--message M]]           answer this error (code defaults by status)
      [--latency MS]                                  wait first (alone: then answer normally)
      [--hang]                                        never answer
      [--malformed]                                   answer 200 with a broken JSON body
      [--wrong-shape]                                 answer valid JSON with every field of the wrong type
      [--reset]                                       close the connection without an answer
      [--retry-after S]                               send retry-after: S with the --status answer
      [--probability P] [--times N]                   fire for a share (0-1) of calls / the next N calls only
  list                                              list the active rules
  remove <id>                                       remove one rule
  reset                                             remove every rule (hanging calls answer 503)
  operations                                        list the operations rules can target

Conditions:
  condition home-region-down on|off [--region R] [--tenancy T]   down in /v2/regionstatus (default: T's home)
  condition region-replicating on|off --region R                 domain replica ENABLING_REPLICATION
  condition region-unsubscribed on|off --region R [--tenancy T]  drop a subscription at runtime
  condition limits-not-provisioned on|off [--tenancy T]          accountInfo.limitsProvisioned false
  condition clock-skew on|off [--seconds N]                      move the server clock (default 600 s)
  condition consent-required on|off                              the consent banner asks for an opt-in
  condition list | condition reset
  (T is a tenancy name, OCID or scenario key; default acme-corp)

Options: --cloud <origin> (default http://127.0.0.1:$CLOUD_PORT), --help

Examples:
  npm run faults -- add --operation GetCapabilities --status 500 --times 1
  npm run faults -- add --service identity --latency 3000
  npm run faults -- condition home-region-down on`;

/** A control-API request a command turns into. */
export interface ControlRequest {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  body?: unknown;
}

/** A parsed command line: a request to send, or help to print. */
export type FaultsCommand = { kind: 'help' } | { kind: 'request'; cloud: string | undefined; request: ControlRequest };

function number(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) throw new Error(`--${name} must be a number, got '${value}'.`);
  return parsed;
}

function onOff(value: string | undefined): boolean {
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`Say 'on' or 'off', not '${value ?? ''}'.`);
}

/** Parses `npm run faults -- …` arguments; throws an Error whose message says what is wrong. */
export function parseFaultsCommand(args: readonly string[]): FaultsCommand {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    strict: true,
    options: {
      help: { type: 'boolean', short: 'h' },
      cloud: { type: 'string' },
      service: { type: 'string' },
      region: { type: 'string' },
      operation: { type: 'string' },
      status: { type: 'string' },
      code: { type: 'string' },
      message: { type: 'string' },
      latency: { type: 'string' },
      hang: { type: 'boolean' },
      malformed: { type: 'boolean' },
      'wrong-shape': { type: 'boolean' },
      reset: { type: 'boolean' },
      'retry-after': { type: 'string' },
      probability: { type: 'string' },
      times: { type: 'string' },
      tenancy: { type: 'string' },
      seconds: { type: 'string' },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || command === undefined || command === 'help') return { kind: 'help' };
  const request = (value: ControlRequest): FaultsCommand => ({ kind: 'request', cloud: values.cloud, request: value });
  switch (command) {
    case 'add':
      return request({
        method: 'POST',
        path: '/_emulator/faults',
        body: {
          service: values.service,
          region: values.region,
          operation: values.operation,
          status: number(values.status, 'status'),
          code: values.code,
          message: values.message,
          latencyMs: number(values.latency, 'latency'),
          hang: values.hang,
          malformed: values.malformed,
          wrongShape: values['wrong-shape'],
          reset: values.reset,
          retryAfterSeconds: number(values['retry-after'], 'retry-after'),
          probability: number(values.probability, 'probability'),
          times: number(values.times, 'times'),
        },
      });
    case 'list':
      return request({ method: 'GET', path: '/_emulator/faults' });
    case 'reset':
    case 'clear':
      return request({ method: 'DELETE', path: '/_emulator/faults' });
    case 'remove': {
      const [id] = rest;
      if (id === undefined) throw new Error('Name the rule to remove: npm run faults -- remove fault-1');
      return request({ method: 'DELETE', path: `/_emulator/faults/${encodeURIComponent(id)}` });
    }
    case 'operations':
      return request({ method: 'GET', path: '/_emulator/operations' });
    case 'condition': {
      const [name, state] = rest;
      if (name === undefined || name === 'list') return request({ method: 'GET', path: '/_emulator/conditions' });
      if (name === 'reset') return request({ method: 'DELETE', path: '/_emulator/conditions' });
      return request({
        method: 'POST',
        path: '/_emulator/conditions',
        body: {
          condition: name,
          on: onOff(state),
          region: values.region,
          tenancy: values.tenancy,
          seconds: number(values.seconds, 'seconds'),
        },
      });
    }
    default:
      throw new Error(`Unknown command '${command}'. See npm run faults -- --help`);
  }
}
