import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_VISIBLE_TOASTS,
  MAX_WAITING_TOASTS,
  TOAST_AUTO_DISMISS_MS,
  TOAST_RESUME_MIN_MS,
} from '../src/domain/toasts.ts';
import {
  $toasts,
  $waitingToasts,
  clearToasts,
  dismissToast,
  forwardToasts,
  holdToast,
  releaseToast,
  runToastAction,
  showSessionTimeoutSaved,
  showToast,
  type ForeignToast,
} from './toasts.ts';

const messages = () => $toasts.get().map(toast => toast.message);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('close Info and Success toasts after 8 seconds, not before', () => {
    showToast({ severity: 'info', message: 'Bucket created.' });
    showToast({ severity: 'success', message: 'Policy saved.' });
    vi.advanceTimersByTime(TOAST_AUTO_DISMISS_MS - 1);
    expect(messages()).toEqual(['Bucket created.', 'Policy saved.']);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
    expect(TOAST_AUTO_DISMISS_MS).toBe(8000);
  });

  it('keep Warning and Critical toasts until they are closed', () => {
    const warning = showToast({ severity: 'warning', message: 'Quota almost used.' });
    const critical = showToast({ severity: 'critical', message: 'Instance failed.' });
    vi.advanceTimersByTime(10 * 60_000);
    expect(messages()).toEqual(['Quota almost used.', 'Instance failed.']);
    dismissToast(warning);
    expect(messages()).toEqual(['Instance failed.']);
    dismissToast(critical);
    expect($toasts.get()).toEqual([]);
  });

  it('stop the clock while hovered or focused and run on with what was left', () => {
    const id = showToast({ severity: 'success', message: 'Saved.' });
    vi.advanceTimersByTime(5000);
    holdToast(id, 'hover');
    holdToast(id, 'focus');
    vi.advanceTimersByTime(60_000);
    releaseToast(id, 'hover');
    vi.advanceTimersByTime(60_000);
    // Focus still holds it.
    expect(messages()).toEqual(['Saved.']);
    releaseToast(id, 'focus');
    vi.advanceTimersByTime(TOAST_AUTO_DISMISS_MS - 5000 - 1);
    expect(messages()).toEqual(['Saved.']);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
  });

  it('give a toast at least 2 seconds after the pointer leaves it', () => {
    const id = showToast({ severity: 'info', message: 'Copied.' });
    vi.advanceTimersByTime(TOAST_AUTO_DISMISS_MS - 100);
    holdToast(id, 'hover');
    vi.advanceTimersByTime(5000);
    releaseToast(id, 'hover');
    vi.advanceTimersByTime(TOAST_RESUME_MIN_MS - 1);
    expect(messages()).toEqual(['Copied.']);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
  });

  it(`show at most ${MAX_VISIBLE_TOASTS}, newest last; the others wait and show as earlier ones close`, () => {
    const ids = ['one', 'two', 'three', 'four', 'five'].map(message => showToast({ severity: 'warning', message }));
    expect(messages()).toEqual(['one', 'two', 'three']);
    expect($waitingToasts.get().map(toast => toast.message)).toEqual(['four', 'five']);
    dismissToast(ids[1] ?? 0);
    expect(messages()).toEqual(['one', 'three', 'four']);
    // A waiting toast can be withdrawn before it shows.
    dismissToast(ids[4] ?? 0);
    expect($waitingToasts.get()).toEqual([]);
  });

  it('start the clock of a waiting toast only when it shows', () => {
    const first = showToast({ severity: 'critical', message: 'a' });
    showToast({ severity: 'critical', message: 'b' });
    showToast({ severity: 'critical', message: 'c' });
    showToast({ severity: 'info', message: 'later' });
    vi.advanceTimersByTime(TOAST_AUTO_DISMISS_MS * 2);
    expect($waitingToasts.get().map(toast => toast.message)).toEqual(['later']);
    dismissToast(first);
    vi.advanceTimersByTime(TOAST_AUTO_DISMISS_MS - 1);
    expect(messages()).toEqual(['b', 'c', 'later']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual(['b', 'c']);
  });

  it(`keep at most ${MAX_WAITING_TOASTS} waiting, dropping the oldest waiting one`, () => {
    for (let index = 0; index < MAX_VISIBLE_TOASTS + MAX_WAITING_TOASTS + 2; index++) {
      showToast({ severity: 'critical', message: `toast ${index}` });
    }
    const waiting = $waitingToasts.get();
    expect(waiting).toHaveLength(MAX_WAITING_TOASTS);
    expect(waiting[0]?.message).toBe(`toast ${MAX_VISIBLE_TOASTS + 2}`);
  });

  it('do not stack a repeat: the toast on screen stays and its clock restarts', () => {
    const first = showToast({ severity: 'info', message: { id: 'panels.toast.sessionTimeoutSaved' } });
    vi.advanceTimersByTime(6000);
    const again = showToast({ severity: 'info', message: { id: 'panels.toast.sessionTimeoutSaved' } });
    expect(again).toBe(first);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(TOAST_AUTO_DISMISS_MS - 1);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
    // Same text with another severity, or other values, is another toast.
    showToast({ severity: 'info', message: { id: 'x.y', values: { name: 'a' } } });
    showToast({ severity: 'info', message: { id: 'x.y', values: { name: 'b' } } });
    showToast({ severity: 'warning', message: { id: 'x.y', values: { name: 'b' } } });
    expect($toasts.get()).toHaveLength(3);
  });

  it("show the spec's 'Session timeout value has been saved.' by its catalog id, as a success", () => {
    showSessionTimeoutSaved();
    expect($toasts.get().map(({ severity, message }) => ({ severity, message }))).toEqual([
      { severity: 'success', message: { id: 'panels.toast.sessionTimeoutSaved' } },
    ]);
  });

  it('run the action of a toast and close it', () => {
    const run = vi.fn(() => expect($toasts.get()).toEqual([]));
    const id = showToast({ severity: 'warning', message: 'Unsaved.', action: { label: 'Undo', run } });
    runToastAction(id);
    expect(run).toHaveBeenCalledOnce();
    runToastAction(id);
    expect(run).toHaveBeenCalledOnce();
  });

  it('take over the toasts another store collects, once each, and empty that store', () => {
    const source = atom<readonly ForeignToast[]>([{ id: 1, severity: 'critical', message: 'Plugin failed.' }]);
    const dismissAtSource = (id: number) => source.set(source.get().filter(toast => toast.id !== id));
    const stop = forwardToasts(source, dismissAtSource);
    source.set([
      { id: 2, severity: 'success', message: '<b>Done</b>' },
      { id: 3, severity: 'nonsense', message: 'Hm.' },
    ]);
    expect($toasts.get().map(({ severity, message }) => [severity, message])).toEqual([
      ['critical', 'Plugin failed.'],
      ['success', '<b>Done</b>'],
      ['info', 'Hm.'],
    ]);
    expect(source.get()).toEqual([]);
    stop();
    source.set([{ id: 4, severity: 'info', message: 'Ignored.' }]);
    expect($toasts.get()).toHaveLength(3);
  });
});
