/** Console failure kinds of spec 3 §3. */
export type ConsoleFailureKind =
  | 'INIT_SHELLRESOURCE_FAILURE'
  | 'RENDER_CONSOLE_FAILURE'
  | 'INIT_LOCALIZATION_FAILURE'
  | 'CAPABILITY_FAILURE'
  | 'INIT_APP_FAILURE'
  | 'UNKNOWN'
  | 'REGION_DOWN';

/** Which capability error a failed capabilities call is (spec 1 §8, spec 3 §8). */
export type CapabilityFailure = 'clock-skew' | 'unauthorized' | 'session-expired' | 'timeout' | 'region-down';

/** What is known of a failed call. */
export interface FailedCall {
  status?: number;
  code?: string;
  message?: string;
}

/** Classifies a failed capabilities call into the error screen it leads to. */
export function classifyCapabilityFailure({ status, code, message = '' }: FailedCall): CapabilityFailure {
  if (code === 'API_TIMEOUT') return 'timeout';
  if (status === 401) {
    if (/clock skew/i.test(message)) return 'clock-skew';
    if (/no authentication material|session (has )?expired|token (has )?expired/i.test(message)) {
      return 'session-expired';
    }
    return 'unauthorized';
  }
  return 'region-down';
}

/** Every failure that replaces the console with an error screen. */
export type ScreenFailure = CapabilityFailure | 'invalid-sign-in';

/** Where an error screen sends the user when its countdown ends. */
export type CountdownTarget = 'sign-in' | null;

/** An error screen: message ids, the countdown and the links it offers (spec 2 §8). */
export interface ErrorScreen {
  failure: ScreenFailure;
  titleId: string;
  messageId: string;
  countdown: CountdownTarget;
  links: ReadonlyArray<'sign-in' | 'retry' | 'other-regions' | 'support'>;
}

/** The error screen for a capability failure; the region-unavailable variant needs more than one region. */
export function errorScreenFor(failure: ScreenFailure, subscribedRegionCount: number): ErrorScreen {
  switch (failure) {
    case 'invalid-sign-in':
      return {
        failure,
        titleId: 'startup.invalidSignIn.title',
        messageId: 'error.invalidSignInUrl.message',
        countdown: 'sign-in',
        links: ['sign-in'],
      };
    case 'clock-skew':
      return {
        failure,
        titleId: 'error.clockSkew.title',
        messageId: 'error.clockSkew.message',
        countdown: null,
        links: ['retry', 'support'],
      };
    case 'unauthorized':
      return {
        failure,
        titleId: 'error.authentication.title',
        messageId: 'error.authentication.message',
        countdown: 'sign-in',
        links: ['sign-in'],
      };
    case 'session-expired':
      return {
        failure,
        titleId: 'error.sessionExpired.title',
        messageId: 'error.sessionExpired.message',
        countdown: 'sign-in',
        links: ['sign-in'],
      };
    case 'timeout':
      return {
        failure,
        titleId: 'error.timeout.title',
        messageId: 'error.timeout.message',
        countdown: null,
        links: ['retry', 'support'],
      };
    case 'region-down':
      return subscribedRegionCount > 1
        ? {
            failure,
            titleId: 'startup.regionUnavailable.title',
            messageId: 'error.regionUnavailable.message',
            countdown: null,
            links: ['other-regions', 'retry', 'support'],
          }
        : {
            failure,
            titleId: 'error.generic.title',
            messageId: 'error.generic.message',
            countdown: null,
            links: ['retry', 'support'],
          };
  }
}
