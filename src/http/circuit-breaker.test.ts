import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BREAKER_COOL_DOWN_MS,
  BREAKER_THRESHOLD,
  BREAKER_WINDOW_MS,
  createServiceBreakers,
  type ServiceBreakers,
  type BreakerChange,
} from './circuit-breaker.ts';

const IDENTITY = { service: 'identity', region: 'us-ashburn-1' };
const IDENTITY_PHOENIX = { service: 'identity', region: 'us-phoenix-1' };

let now = 0;
let breakers: ServiceBreakers;
let changes: BreakerChange[];

beforeEach(() => {
  now = 1_000_000;
  breakers = createServiceBreakers({ now: () => now });
  changes = [];
  breakers.onChange(change => changes.push(change));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

function fail(times: number, target = IDENTITY, everyMs = 1000): void {
  for (let call = 0; call < times; call += 1) {
    now += everyMs;
    breakers.failed(target);
  }
}

describe('ServiceBreakers', () => {
  it(`opens after ${BREAKER_THRESHOLD} failed calls in a row, fails calls at once, and says so once`, () => {
    fail(BREAKER_THRESHOLD - 1);
    expect(breakers.admit(IDENTITY)).toBe(true);
    fail(1);
    expect(breakers.admit(IDENTITY)).toBe(false);
    expect(breakers.admit(IDENTITY)).toBe(false);
    // Late failures of calls sent before it opened say nothing more.
    fail(3);
    expect(changes).toEqual([{ ...IDENTITY, state: 'open' }]);
    expect(console.warn).toHaveBeenCalledOnce();
    expect(vi.mocked(console.warn).mock.calls[0]?.[0]).toContain('identity in us-ashburn-1 is not answering');
  });

  it('keeps each region apart: another region of the same service still gets its calls', () => {
    fail(BREAKER_THRESHOLD);
    expect(breakers.admit(IDENTITY)).toBe(false);
    expect(breakers.admit(IDENTITY_PHOENIX)).toBe(true);
  });

  it('starts counting again after an answer, or when the failures are further apart than the window', () => {
    fail(BREAKER_THRESHOLD - 1);
    breakers.succeeded(IDENTITY);
    fail(BREAKER_THRESHOLD - 1);
    expect(breakers.admit(IDENTITY)).toBe(true);
    breakers.succeeded(IDENTITY);
    fail(BREAKER_THRESHOLD, IDENTITY, BREAKER_WINDOW_MS / (BREAKER_THRESHOLD - 1) + 1);
    expect(breakers.admit(IDENTITY)).toBe(true);
    expect(changes).toEqual([]);
  });

  it('half-opens after the cool-down: one trial call only; its failure opens it again without a second word', () => {
    fail(BREAKER_THRESHOLD);
    now += BREAKER_COOL_DOWN_MS - 1;
    expect(breakers.admit(IDENTITY)).toBe(false);
    now += 1;
    expect(breakers.admit(IDENTITY)).toBe(true);
    expect(breakers.admit(IDENTITY)).toBe(false);
    breakers.failed(IDENTITY);
    expect(breakers.admit(IDENTITY)).toBe(false);
    now += BREAKER_COOL_DOWN_MS;
    expect(breakers.admit(IDENTITY)).toBe(true);
    expect(changes).toEqual([{ ...IDENTITY, state: 'open' }]);
    expect(console.warn).toHaveBeenCalledOnce();
  });

  it('closes when the trial call is answered, and says that once', () => {
    fail(BREAKER_THRESHOLD);
    now += BREAKER_COOL_DOWN_MS;
    expect(breakers.admit(IDENTITY)).toBe(true);
    breakers.succeeded(IDENTITY);
    expect(breakers.admit(IDENTITY)).toBe(true);
    expect(breakers.admit(IDENTITY)).toBe(true);
    breakers.succeeded(IDENTITY);
    expect(changes).toEqual([
      { ...IDENTITY, state: 'open' },
      { ...IDENTITY, state: 'closed' },
    ]);
    expect(console.info).toHaveBeenCalledOnce();
  });

  it('lets the next call be the trial when the trial call was cancelled', () => {
    fail(BREAKER_THRESHOLD);
    now += BREAKER_COOL_DOWN_MS;
    expect(breakers.admit(IDENTITY)).toBe(true);
    breakers.released(IDENTITY);
    expect(breakers.admit(IDENTITY)).toBe(true);
    expect(breakers.admit(IDENTITY)).toBe(false);
  });

  it('stops telling a listener that stopped listening, and reset closes every breaker silently', () => {
    const heard: BreakerChange[] = [];
    const stop = breakers.onChange(change => heard.push(change));
    stop();
    fail(BREAKER_THRESHOLD);
    expect(heard).toEqual([]);
    breakers.reset();
    expect(breakers.admit(IDENTITY)).toBe(true);
    expect(changes).toEqual([{ ...IDENTITY, state: 'open' }]);
  });
});
