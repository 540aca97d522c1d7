// The faults of issue 20 point 1, each as a rule of the local cloud's fault API (emulator/cloud/faults.ts) aimed at one
// operation of one service.
import type { FaultRequest } from '../local-cloud.ts';

/** The faults every call of the matrix meets, in the order of the issue. */
export const FAULT_KINDS = [
  'timeout',
  '401',
  '401 clock skew',
  '403',
  '404',
  '429 retry-after',
  '500',
  '502',
  '503',
  '504',
  'malformed JSON',
  'wrong-shaped JSON',
  'connection reset',
] as const;

/** One fault of the matrix. */
export type FaultKind = (typeof FAULT_KINDS)[number];

/** What the local cloud answers a request whose x-date is over five minutes off (emulator/cloud/authenticate.ts). */
export const CLOCK_SKEW_MESSAGE =
  'The request date differs from the server time by 600 seconds (clock skew); the limit is 5 minutes. Check the clock of this computer.';

const STATUS: Partial<Record<FaultKind, Pick<FaultRequest, 'status' | 'code' | 'message' | 'retryAfterSeconds'>>> = {
  '401': {
    status: 401,
    code: 'NotAuthenticated',
    message: 'The required information to complete authentication was not provided.',
  },
  '401 clock skew': { status: 401, code: 'NotAuthenticated', message: CLOCK_SKEW_MESSAGE },
  '403': { status: 403, code: 'NotAuthorized', message: 'Not authorized for this operation.' },
  '404': {
    status: 404,
    code: 'NotAuthorizedOrNotFound',
    message: 'Authorization failed or requested resource not found.',
  },
  // One second: the client's retries (issue 20 point 2) may honour it; the matrix's fake clock makes it free.
  '429 retry-after': { status: 429, code: 'TooManyRequests', message: 'Too many requests.', retryAfterSeconds: 1 },
  '500': { status: 500, code: 'InternalServerError', message: 'Internal error.' },
  '502': { status: 502, code: 'BadGateway', message: 'Bad gateway.' },
  '503': { status: 503, code: 'ServiceUnavailable', message: 'Service unavailable.' },
  '504': { status: 504, code: 'GatewayTimeout', message: 'Gateway timeout.' },
};

/** The fault rule for one kind, aimed at `operation` of `service`; it lasts until the faults are cleared. */
export function faultRequest(kind: FaultKind, target: { service: string; operation: string }): FaultRequest {
  const aimed = { service: target.service, operation: target.operation };
  switch (kind) {
    case 'timeout':
      return { ...aimed, hang: true };
    case 'malformed JSON':
      return { ...aimed, malformed: true };
    case 'wrong-shaped JSON':
      return { ...aimed, wrongShape: true };
    case 'connection reset':
      return { ...aimed, reset: true };
    default: {
      const status = STATUS[kind];
      if (!status) throw new Error(`no fault for ${kind}`);
      return { ...aimed, ...status };
    }
  }
}
