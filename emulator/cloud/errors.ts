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

/** 401 NotAuthenticated: the signature, token or date is missing or wrong. */
export function notAuthenticated(message: string): ApiError {
  return new ApiError(401, 'NotAuthenticated', message);
}

/** 404 NotAuthorizedOrNotFound: OCI never tells a caller whether a resource it may not see exists. */
export function notAuthorizedOrNotFound(message = 'Authorization failed or requested resource not found.'): ApiError {
  return new ApiError(404, 'NotAuthorizedOrNotFound', message);
}

/** 400 InvalidParameter: a query or body value is missing or malformed. */
export function invalidParameter(message: string): ApiError {
  return new ApiError(400, 'InvalidParameter', message);
}
