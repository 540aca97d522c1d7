import { cleanStores, keepMount } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { installMemoryStorage } from '../test/memory-storage.ts';
import { $widgetStates, isWidgetOpen, resetWidgetStates, setWidgetOpen } from './widget-state.ts';

afterEach(() => {
  cleanStores($widgetStates);
  resetWidgetStates();
  Reflect.deleteProperty(globalThis, 'localStorage');
  Reflect.deleteProperty(globalThis, 'sessionStorage');
});

describe('collapsible widget state', () => {
  it('shows a widget with its default until the user opens or closes it', () => {
    installMemoryStorage();
    keepMount($widgetStates);
    expect(isWidgetOpen($widgetStates.get(), 'home.usage', true)).toBe(true);
    expect(isWidgetOpen($widgetStates.get(), 'home.news', false)).toBe(false);
    setWidgetOpen('home.usage', false);
    setWidgetOpen('home.news', true);
    expect(isWidgetOpen($widgetStates.get(), 'home.usage', true)).toBe(false);
    expect(isWidgetOpen($widgetStates.get(), 'home.news', false)).toBe(true);
  });

  it('remembers the state across a reload', () => {
    const { localStorage } = installMemoryStorage();
    keepMount($widgetStates);
    setWidgetOpen('home.usage', false);
    // A reload: a fresh page reads what the last one stored.
    cleanStores($widgetStates);
    resetWidgetStates();
    keepMount($widgetStates);
    expect(isWidgetOpen($widgetStates.get(), 'home.usage', true)).toBe(false);
    expect(localStorage.getItem('console.widget-state')).toBe('{"home.usage":false}');
  });

  it('still opens and closes widgets for this page when storage throws', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      get: () => {
        throw new DOMException('Access is denied.', 'SecurityError');
      },
      configurable: true,
    });
    keepMount($widgetStates);
    setWidgetOpen('home.usage', false);
    expect(isWidgetOpen($widgetStates.get(), 'home.usage', true)).toBe(false);
    // Remounting reads storage again (nothing there); the refused state still holds for this page.
    cleanStores($widgetStates);
    keepMount($widgetStates);
    expect(isWidgetOpen($widgetStates.get(), 'home.usage', true)).toBe(false);
  });
});
