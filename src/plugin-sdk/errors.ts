// Errors the SDK rejects with. Codes the shell sends (NavigationRefused, EndpointNotAllowed, NoContainer, an API's
// own code such as NotAuthorizedOrNotFound …) pass through unchanged; the SDK adds its own for what fails locally.

/** Codes of failures the SDK itself detects (the shell's codes are listed in the protocol). */
export const SDK_ERROR_CODES = {
  /** The page is not inside a frame, so there is no console to talk to. */
  notFramed: 'NotFramed',
  /** The page URL has no valid `consoleOrigin` query parameter. */
  missingConsoleOrigin: 'MissingConsoleOrigin',
  /** The page does not say which plugin it is (`plugin` option or `<meta name="console-plugin">`). */
  missingPluginName: 'MissingPluginName',
  /** The console did not welcome the plugin and send its context in time. */
  handshakeTimeout: 'HandshakeTimeout',
  /** The console did not answer a request in time. */
  requestTimeout: 'RequestTimeout',
  /** The request does not match the protocol (e.g. an empty toast) or is too large; it was not sent. */
  invalidRequest: 'InvalidRequest',
  /** The console's answer does not match the protocol. */
  malformedResponse: 'MalformedResponse',
  /** The connection was closed before the answer arrived. */
  disconnected: 'Disconnected',
} as const;

/** A failed SDK call: `code` is stable (the shell's code, an API's code or one of SDK_ERROR_CODES). */
export class ConsolePluginError extends Error {
  /** Stable error code, e.g. NavigationRefused, EndpointNotAllowed, NotAuthorizedOrNotFound, RequestTimeout. */
  readonly code: string;
  /** HTTP status of a failed API call (0 when no answer came); undefined for other failures. */
  readonly status: number | undefined;

  /** Creates an error with a code, a developer-facing message and, for API calls, the HTTP status. */
  constructor(code: string, message: string, status?: number) {
    super(message);
    this.name = 'ConsolePluginError';
    this.code = code;
    this.status = status;
  }
}
