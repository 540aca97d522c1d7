import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $startupPhase, STARTUP_PHASES, enterPhase } from './console.ts';

const PHASE_MARK = /^console:phase:/;

function phaseMarks(): string[] {
  return performance
    .getEntriesByType('mark')
    .map(mark => mark.name)
    .filter(name => PHASE_MARK.test(name));
}

beforeEach(() => {
  performance.clearMarks();
  $startupPhase.set('session');
});

afterEach(() => performance.clearMarks());

describe('enterPhase', () => {
  it('walks $startupPhase through the start-up phases, marking each for the performance timeline', () => {
    const seen: string[] = [];
    const stop = $startupPhase.listen(phase => seen.push(phase));

    for (const phase of STARTUP_PHASES) enterPhase(phase);
    stop();

    // 'session' is the initial value, so only the later phases notify.
    expect(seen).toEqual(['capabilities', 'render', 'locale', 'analytics', 'session-and-plugins', 'ready']);
    expect($startupPhase.get()).toBe('ready');
    expect(phaseMarks()).toEqual([
      'console:phase:session',
      'console:phase:capabilities',
      'console:phase:render',
      'console:phase:locale',
      'console:phase:analytics',
      'console:phase:session-and-plugins',
      'console:phase:ready',
    ]);
  });
});
