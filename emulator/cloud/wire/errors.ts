import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error the local cloud answers with an OCI error body `{code, message}`. */
export class ApiError extends Error {
  /** HTTP status of the answer. */
  readonly status: ContentfulStatusCode;
  /** OCI error code, e.g. NotAuthenticated. */
  readonly code: string;

  constructor(status: ContentfulStatusCode, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/** The OCI error body. */
export interface ErrorBody {
  code: string;
  message: string;
}

/** The OCI error code the local cloud uses for a bare status (an injected fault without its own code). */
export function defaultErrorCode(status: number): string {
  const codes: Record<number, string> = {
    400: 'InvalidParameter',
    401: 'NotAuthenticated',
    403: 'NotAllowed',
    404: 'NotAuthorizedOrNotFound',
    409: 'Conflict',
    412: 'PreconditionFailed',
    429: 'TooManyRequests',
    500: 'InternalServerError',
    501: 'MethodNotImplemented',
    502: 'BadGateway',
    503: 'ServiceUnavailable',
    504: 'GatewayTimeout',
  };
  return codes[status] ?? (status < 500 ? 'InvalidParameter' : 'InternalServerError');
}

/** 401 NotAuthenticated: the signature, token or date is missing or wrong. */
export function notAuthenticated(message: string): ApiError {
  return new ApiError(401, 'NotAuthenticated', message);
}

/** 404 NotAuthorizedOrNotFound: OCI never tells a caller whether a resource it may not see exists. */
export function notAuthorizedOrNotFound(message = 'Authorization failed or requested resource not found.'): ApiError {
  return new ApiError(404, 'NotAuthorizedOrNotFound', message);
}

/** 400 InvalidParameter: a query, header or body value is malformed. */
export function invalidParameter(message: string): ApiError {
  return new ApiError(400, 'InvalidParameter', message);
}

/** 400 MissingParameter: a required parameter is absent; the message names it (and the operation, when known). */
export function missingParameter(name: string, operation?: string): ApiError {
  const suffix = operation === undefined ? '' : ` when calling ${operation}`;
  return new ApiError(400, 'MissingParameter', `Missing required parameter ${name}${suffix}.`);
}

/** 409 Conflict: the request conflicts with an earlier one (e.g. a reused retry token). */
export function conflict(message: string): ApiError {
  return new ApiError(409, 'Conflict', message);
}

/** 409 IncorrectState: the resource's state does not allow the change. */
export function incorrectState(message: string): ApiError {
  return new ApiError(409, 'IncorrectState', message);
}

/** 412 PreconditionFailed: `if-match` named another version of the resource. */
export function preconditionFailed(message: string): ApiError {
  return new ApiError(412, 'PreconditionFailed', message);
}

/** 429 TooManyRequests. */
export function tooManyRequests(message = 'Too many requests; retry later.'): ApiError {
  return new ApiError(429, 'TooManyRequests', message);
}

/** 500 InternalServerError. */
export function internalServerError(message = 'Internal error in the local cloud.'): ApiError {
  return new ApiError(500, 'InternalServerError', message);
}
