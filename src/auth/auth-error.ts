/** Why a sign-in or session operation failed. */
export type AuthErrorCode =
  /** The callback's state is not the one this tab sent: a forged or stale callback (CSRF). */
  | 'SIGN_IN_STATE_MISMATCH'
  /** The callback carried no token. */
  | 'SIGN_IN_TOKEN_MISSING'
  /** The token is not a JWT, lacks a claim, is expired or is bound to another key. */
  | 'INVALID_TOKEN'
  /** There is no session key pair in IndexedDB. */
  | 'SESSION_KEY_MISSING'
  /** There is no session (key pair or token) to refresh. */
  | 'NO_SESSION';

/** A sign-in or session failure the caller can tell apart by code. */
export class AuthError extends Error {
  /** Which failure it was. */
  readonly code: AuthErrorCode;

  constructor(code: AuthErrorCode, message: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'AuthError';
    this.code = code;
  }
}
