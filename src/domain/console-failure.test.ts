import { describe, expect, it } from 'vitest';
import { classifyCapabilityFailure, errorScreenFor } from './console-failure.ts';

describe('classifyCapabilityFailure', () => {
  it('reads clock skew from a 401 message', () => {
    expect(
      classifyCapabilityFailure({ status: 401, code: 'NotAuthenticated', message: 'Request rejected: clock skew' })
    ).toBe('clock-skew');
  });
  it('treats a plain 401 as unauthorized', () => {
    expect(classifyCapabilityFailure({ status: 401, code: 'NotAuthenticated', message: 'bad signature' })).toBe(
      'unauthorized'
    );
  });
  it('knows a session without authentication material', () => {
    expect(classifyCapabilityFailure({ status: 401, message: 'No authentication material present' })).toBe(
      'session-expired'
    );
  });
  it('maps a timeout', () => {
    expect(classifyCapabilityFailure({ code: 'API_TIMEOUT' })).toBe('timeout');
  });
  it('sends anything else to the region-down page', () => {
    expect(classifyCapabilityFailure({ status: 500, code: 'InternalServerError' })).toBe('region-down');
    expect(classifyCapabilityFailure({ status: 503 })).toBe('region-down');
  });
});

describe('errorScreenFor', () => {
  it('counts down to sign-in for authentication errors', () => {
    expect(errorScreenFor('unauthorized', 3).countdown).toBe('sign-in');
    expect(errorScreenFor('session-expired', 3).countdown).toBe('sign-in');
    expect(errorScreenFor('clock-skew', 3).countdown).toBeNull();
  });
  it('offers other regions only when more than one is subscribed', () => {
    expect(errorScreenFor('region-down', 3).links).toContain('other-regions');
    expect(errorScreenFor('region-down', 1).links).not.toContain('other-regions');
    expect(errorScreenFor('region-down', 1).messageId).toBe('error.generic.message');
  });
});
