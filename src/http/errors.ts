/** A call that timed out (spec 3 §7). */
export const API_TIMEOUT = 'API_TIMEOUT';

/** A call that still failed after its retries; spelled as the spec spells it (spec 3 §7). */
export const MAX_RETIES_REACHED = 'MAX_RETIES_REACHED';

/** A response body that is not the JSON or the shape the client expects. */
export const MALFORMED_RESPONSE = 'MalformedResponse';

/** The request never got an HTTP answer (connection refused, CORS, offline). */
export const NETWORK_ERROR = 'NetworkError';

/**
 * A call failed at once, unsent, because its service stopped answering (its circuit breaker is open,
 * src/http/circuit-breaker.ts). Status 0, like any call that got no answer.
 */
export const CIRCUIT_OPEN = 'CircuitOpen';

/** Code of a signed call attempted without a session key or token. */
export const NOT_AUTHENTICATED = 'NotAuthenticated';

/** Fields of an API error. */
export interface ApiErrorDetails {
  /** HTTP status, or 0 when no response arrived (timeout, network error). */
  status: number;
  /** OCI error code from the body (e.g. NotAuthorizedOrNotFound) or one of the client codes above. */
  code: string;
  message: string;
  /** opc-request-id of the response, else the one the client sent. */
  requestId?: string | undefined;
  /** The operation name, e.g. GetCapabilities. */
  operation: string;
  cause?: unknown;
}

/** A failed API call: HTTP status, OCI code, message and request id, as the spec logs them. */
export class ApiError extends Error {
  /** HTTP status, or 0 when no response arrived. */
  readonly status: number;
  /** OCI error code or a client code (API_TIMEOUT, MAX_RETIES_REACHED, MalformedResponse, NetworkError). */
  readonly code: string;
  /** Request id to quote to support. */
  readonly requestId: string | undefined;
  /** The operation that failed. */
  readonly operation: string;

  constructor(details: ApiErrorDetails) {
    super(details.message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'ApiError';
    this.status = details.status;
    this.code = details.code;
    this.requestId = details.requestId;
    this.operation = details.operation;
  }
}

/** Whether a value is an ApiError (also across bundles, where instanceof can fail). */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError || (value instanceof Error && value.name === 'ApiError' && 'code' in value);
}

/**
 * Whether a failed call timed out (spec 3 §7): API_TIMEOUT on its only attempt, or MAX_RETIES_REACHED whose last
 * attempt (the cause) timed out.
 */
export function isTimeoutError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === API_TIMEOUT) return true;
  return error.code === MAX_RETIES_REACHED && isApiError(error.cause) && error.cause.code === API_TIMEOUT;
}

/**
 * Whether a call was cancelled (its signal aborted: the page was left, a newer search replaced it) rather than failed:
 * nothing to show the user, nothing to log as a problem.
 */
export function isAbortError(error: unknown): boolean {
  return (error instanceof DOMException || error instanceof Error) && error.name === 'AbortError';
}

/** A required parameter was null (spec 3 §5: undefined passes, null throws). */
export class MissingParameterError extends Error {
  /** The parameter's name. */
  readonly parameter: string;
  /** The operation that needed it. */
  readonly operation: string;

  constructor(parameter: string, operation: string) {
    super(`Missing required parameter ${parameter} when calling ${operation}`);
    this.name = 'MissingParameterError';
    this.parameter = parameter;
    this.operation = operation;
  }
}

/** Throws MissingParameterError for the first parameter that is null; undefined passes, as the spec says. */
export function requireParams(operation: string, params: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(params)) {
    if (value === null) throw new MissingParameterError(name, operation);
  }
}
