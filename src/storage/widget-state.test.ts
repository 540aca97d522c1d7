import { afterEach, describe, expect, it } from 'vitest';
import { installMemoryStorage } from '../../test/memory-storage.ts';
import { readWidgetStates, watchWidgetStates, writeWidgetState } from './widget-state.ts';

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'sessionStorage');
  Reflect.deleteProperty(globalThis, 'localStorage');
});

/** A localStorage whose every call throws, as in some private modes or with storage disabled by policy. */
function installThrowingStorage(): void {
  const refuse = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  const storage = { getItem: refuse, setItem: refuse, removeItem: refuse, clear: refuse, key: refuse, length: 0 };
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
}

describe('widget state in local storage', () => {
  it('keeps each widget’s state beside the others, under one key', () => {
    const { localStorage } = installMemoryStorage();
    expect(readWidgetStates()).toEqual({});
    expect(writeWidgetState('home.usage', false)).toBe(true);
    expect(writeWidgetState('home.whats-new', true)).toBe(true);
    expect(readWidgetStates()).toEqual({ 'home.usage': false, 'home.whats-new': true });
    expect(JSON.parse(localStorage.getItem('console.widget-state') ?? '')).toEqual({
      'home.usage': false,
      'home.whats-new': true,
    });
  });

  it('keeps what another tab stored meanwhile', () => {
    const { localStorage } = installMemoryStorage();
    writeWidgetState('a', true);
    localStorage.setItem('console.widget-state', JSON.stringify({ a: true, b: false }));
    writeWidgetState('c', false);
    expect(readWidgetStates()).toEqual({ a: true, b: false, c: false });
  });

  it('treats garbage as nothing stored and ignores entries that are not booleans', () => {
    const { localStorage } = installMemoryStorage();
    localStorage.setItem('console.widget-state', '{not json');
    expect(readWidgetStates()).toEqual({});
    localStorage.setItem('console.widget-state', '[true]');
    expect(readWidgetStates()).toEqual({});
    localStorage.setItem('console.widget-state', JSON.stringify({ a: 'yes', b: false, c: null }));
    expect(readWidgetStates()).toEqual({ b: false });
  });

  it('survives a storage that throws or is missing: nothing stored, writes refused', () => {
    installThrowingStorage();
    expect(readWidgetStates()).toEqual({});
    expect(writeWidgetState('home.usage', true)).toBe(false);
    Reflect.deleteProperty(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      get: () => {
        throw new DOMException('Access is denied.', 'SecurityError');
      },
      configurable: true,
    });
    expect(readWidgetStates()).toEqual({});
    expect(writeWidgetState('home.usage', true)).toBe(false);
  });

  it('reports changes another tab made to the widget states, and only those', () => {
    const { localStorage } = installMemoryStorage();
    const page = new EventTarget();
    const seen: unknown[] = [];
    const stop = watchWidgetStates(states => seen.push(states), page);
    localStorage.setItem('console.widget-state', JSON.stringify({ a: false }));
    page.dispatchEvent(Object.assign(new Event('storage'), { key: 'console.recent-searches' }));
    page.dispatchEvent(Object.assign(new Event('storage'), { key: 'console.widget-state' }));
    localStorage.clear();
    page.dispatchEvent(Object.assign(new Event('storage'), { key: null }));
    stop();
    page.dispatchEvent(Object.assign(new Event('storage'), { key: 'console.widget-state' }));
    expect(seen).toEqual([{ a: false }, {}]);
  });
});
