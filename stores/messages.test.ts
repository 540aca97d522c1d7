import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportStorageDegraded, resetStorageDegradation } from '../src/storage/cache.ts';
import {
  $messages,
  ERROR_MESSAGE_MS,
  clearMessages,
  dismissMessage,
  showMessage,
  watchServices,
  watchStorage,
  watchUnexpectedErrors,
} from './messages.ts';
import { createServiceBreakers } from '../src/http/circuit-breaker.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  clearMessages();
  vi.useRealTimers();
});

describe('console messages', () => {
  it('dismiss an error banner after 5 seconds, not before', () => {
    showMessage('unexpected');
    vi.advanceTimersByTime(ERROR_MESSAGE_MS - 1);
    expect($messages.get().map(message => message.kind)).toEqual(['unexpected']);
    vi.advanceTimersByTime(1);
    expect($messages.get()).toEqual([]);
    expect(ERROR_MESSAGE_MS).toBe(5000);
  });

  it('keep an information message until the user closes it', () => {
    const notice = showMessage('storage-memory');
    vi.advanceTimersByTime(60_000);
    expect($messages.get()).toEqual([notice]);
    dismissMessage(notice.id);
    expect($messages.get()).toEqual([]);
  });

  it('show one banner per kind: a repeat replaces the first and restarts its 5 seconds', () => {
    showMessage('navigation-failed', { path: '/a' });
    vi.advanceTimersByTime(4000);
    showMessage('navigation-failed', { path: '/b' });
    vi.advanceTimersByTime(4000);
    expect($messages.get().map(message => message.params)).toEqual([{ path: '/b' }]);
    vi.advanceTimersByTime(1000);
    expect($messages.get()).toEqual([]);
  });

  it('keep messages of different kinds side by side, oldest first', () => {
    showMessage('storage-memory');
    showMessage('user-load-failed');
    expect($messages.get().map(message => [message.kind, message.severity])).toEqual([
      ['storage-memory', 'info'],
      ['user-load-failed', 'error'],
    ]);
  });

  it('turn an uncaught error or an unhandled rejection into the unexpected-problem banner, but not browser noise', () => {
    const page = new EventTarget() as unknown as Window;
    const stop = watchUnexpectedErrors(page);
    page.dispatchEvent(Object.assign(new Event('error'), { error: null, message: 'Script error.' }));
    page.dispatchEvent(
      Object.assign(new Event('error'), { error: new Error('x'), message: 'ResizeObserver loop completed' })
    );
    expect($messages.get()).toEqual([]);
    page.dispatchEvent(Object.assign(new Event('error'), { error: new TypeError('boom'), message: 'boom' }));
    expect($messages.get().map(message => message.kind)).toEqual(['unexpected']);
    clearMessages();
    // A call cancelled because the page was left is no problem, even when nobody awaited it.
    const cancelled = new DOMException('The page was left.', 'AbortError');
    page.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: cancelled }));
    expect($messages.get()).toEqual([]);
    page.dispatchEvent(new Event('unhandledrejection'));
    expect($messages.get().map(message => message.kind)).toEqual(['unexpected']);
    stop();
    clearMessages();
    page.dispatchEvent(new Event('unhandledrejection'));
    expect($messages.get()).toEqual([]);
  });

  it('say once that the console keeps its data in memory when IndexedDB cannot be used', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    resetStorageDegradation();
    const stop = watchStorage();
    reportStorageDegraded('INDEXEDDB_OPEN_TIMEOUT');
    reportStorageDegraded('QUOTA_EXCEEDED');
    expect($messages.get().map(message => message.kind)).toEqual(['storage-memory']);
    stop();
    resetStorageDegradation();
    vi.restoreAllMocks();
  });

  it('say once that a service is not answering, and take it back when the service answers again', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    let now = 0;
    const breakers = createServiceBreakers({ threshold: 2, coolDownMs: 1000, now: () => now });
    const stop = watchServices(listener => breakers.onChange(listener));
    const identity = { service: 'identity', region: 'eu-frankfurt-1' };
    for (let call = 0; call < 4; call += 1) breakers.failed(identity);
    breakers.failed({ service: 'docs.example.com', region: undefined });
    expect($messages.get().map(message => [message.kind, message.severity, message.params])).toEqual([
      ['service-unavailable', 'info', { service: 'identity (eu-frankfurt-1)' }],
    ]);
    now = 1000;
    expect(breakers.admit(identity)).toBe(true);
    breakers.succeeded(identity);
    expect($messages.get()).toEqual([]);
    stop();
    vi.restoreAllMocks();
  });
});
