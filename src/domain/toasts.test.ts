import { describe, expect, it } from 'vitest';
import { TOAST_RESUME_MIN_MS, autoDismisses, isToastSeverity, resumeDelay, sameToastText } from './toasts.ts';

describe('toast rules', () => {
  it('let Info and Success close themselves; Warning and Critical stay until closed', () => {
    expect(autoDismisses('info')).toBe(true);
    expect(autoDismisses('success')).toBe(true);
    expect(autoDismisses('warning')).toBe(false);
    expect(autoDismisses('critical')).toBe(false);
  });

  it('give a resumed toast what it had left, but at least 2 seconds', () => {
    expect(resumeDelay(6000)).toBe(6000);
    expect(resumeDelay(100)).toBe(TOAST_RESUME_MIN_MS);
    expect(TOAST_RESUME_MIN_MS).toBe(2000);
  });

  it('know the four message types of spec 1 §9 and nothing else', () => {
    expect(['info', 'success', 'warning', 'critical'].every(isToastSeverity)).toBe(true);
    expect(isToastSeverity('error')).toBe(false);
    expect(isToastSeverity(undefined)).toBe(false);
  });

  it('tell when two texts say the same thing', () => {
    expect(sameToastText('Saved.', 'Saved.')).toBe(true);
    expect(sameToastText('Saved.', { id: 'Saved.' })).toBe(false);
    expect(sameToastText({ id: 'a.b' }, { id: 'a.b', values: {} })).toBe(true);
    expect(sameToastText({ id: 'a.b', values: { n: 1 } }, { id: 'a.b', values: { n: '1' } })).toBe(true);
    expect(sameToastText({ id: 'a.b', values: { n: 1 } }, { id: 'a.b', values: { n: 2 } })).toBe(false);
    expect(sameToastText({ id: 'a.b', values: { n: 1 } }, { id: 'a.b', values: { n: 1, m: 2 } })).toBe(false);
    expect(sameToastText({ id: 'a.b' }, { id: 'a.c' })).toBe(false);
  });
});
