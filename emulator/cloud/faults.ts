import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { CloudEnv } from './context.ts';
import { ApiError, invalidParameter } from './errors.ts';

/** Operations a fault can target (docs/architecture.md, Endpoints). */
export const FAULT_OPERATIONS = [
  'GetCapabilities',
  'GetUser',
  'GetTenancy',
  'ListRegionSubscriptions',
  'RefreshToken',
  'Logout',
] as const;

/** An operation name a fault can target. */
export type FaultOperation = (typeof FAULT_OPERATIONS)[number];

/** A fault: the operation answers `status {code, message}` instead of working. */
export interface Fault {
  operation: FaultOperation;
  status: ContentfulStatusCode;
  code: string;
  message: string;
  /** Calls left to fail; null fails until cleared. */
  times: number | null;
  /** Only requests to this region fail; null fails every region. */
  region: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isOperation(value: unknown): value is FaultOperation {
  return typeof value === 'string' && (FAULT_OPERATIONS as readonly string[]).includes(value);
}

/** Validates a `POST /_emulator/faults` body. */
export function parseFault(body: unknown): Fault {
  if (!isRecord(body)) throw invalidParameter('The fault must be a JSON object.');
  const { operation, status, code, message, times, region } = body;
  if (!isOperation(operation)) {
    throw invalidParameter(`operation must be one of ${FAULT_OPERATIONS.join(', ')}.`);
  }
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 599) {
    throw invalidParameter('status must be an HTTP error status (400-599).');
  }
  if (typeof code !== 'string' || code === '') throw invalidParameter('code must be a non-empty string.');
  if (typeof message !== 'string') throw invalidParameter('message must be a string.');
  if (times !== undefined && times !== null && (typeof times !== 'number' || !Number.isInteger(times) || times < 1)) {
    throw invalidParameter('times must be a positive integer when given.');
  }
  if (region !== undefined && region !== null && typeof region !== 'string') {
    throw invalidParameter('region must be a region name when given.');
  }
  return {
    operation,
    status: status as ContentfulStatusCode,
    code,
    message,
    times: typeof times === 'number' ? times : null,
    region: typeof region === 'string' ? region : null,
  };
}

/** The active faults; each operation checks it before doing its work. */
export class FaultInjector {
  #faults: Fault[] = [];

  /** Adds a fault; a newer fault for the same operation takes precedence. */
  add(fault: Fault): void {
    this.#faults.unshift({ ...fault });
  }

  /** Removes every fault. */
  clear(): void {
    this.#faults = [];
  }

  /** The active faults, newest first. */
  list(): Fault[] {
    return this.#faults.map(fault => ({ ...fault }));
  }

  /** Consumes one use of the fault for this call, if there is one. */
  take(operation: FaultOperation, region: string | undefined): Fault | undefined {
    const index = this.#faults.findIndex(
      fault => fault.operation === operation && (fault.region === null || fault.region === region)
    );
    const fault = this.#faults[index];
    if (!fault) return undefined;
    if (fault.times !== null) {
      fault.times -= 1;
      if (fault.times <= 0) this.#faults.splice(index, 1);
    }
    return fault;
  }

  /** Middleware naming a route's operation: answers the injected fault instead of running the route. */
  operation(operation: FaultOperation) {
    return createMiddleware<CloudEnv>(async (c, next) => {
      const fault = this.take(operation, c.req.path.split('/')[2]);
      if (fault) throw new ApiError(fault.status, fault.code, fault.message);
      await next();
    });
  }
}
