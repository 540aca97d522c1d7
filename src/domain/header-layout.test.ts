import { describe, expect, it } from 'vitest';
import {
  headerLayout,
  INLINE_HELP_WIDTH,
  isOffBar,
  NARROW_SEARCH_WIDTH,
  nextOverflow,
  ONE_COLUMN_WIDTH,
  OVERFLOW_ORDER,
} from './header-layout.ts';

const WIDE = 1600;

describe('headerLayout', () => {
  it('has the thresholds of spec 1 §9', () => {
    expect([NARROW_SEARCH_WIDTH, ONE_COLUMN_WIDTH, INLINE_HELP_WIDTH]).toEqual([290, 495, 1198]);
  });

  it('is fully expanded on a wide window with a roomy search area', () => {
    expect(headerLayout({ searchWidth: 600, windowWidth: WIDE })).toEqual({
      narrow: false,
      oneColumn: false,
      inlineHelp: false,
    });
  });

  it('collapses the search box only below 290 px of search area', () => {
    expect(headerLayout({ searchWidth: 291, windowWidth: WIDE }).narrow).toBe(false);
    expect(headerLayout({ searchWidth: 290, windowWidth: WIDE }).narrow).toBe(false);
    expect(headerLayout({ searchWidth: 289.5, windowWidth: WIDE }).narrow).toBe(true);
    expect(headerLayout({ searchWidth: 289, windowWidth: WIDE }).narrow).toBe(true);
    expect(headerLayout({ searchWidth: 0, windowWidth: WIDE }).narrow).toBe(true);
  });

  it('moves the help menu inline only below a 1198 px window', () => {
    expect(headerLayout({ searchWidth: 600, windowWidth: 1199 }).inlineHelp).toBe(false);
    expect(headerLayout({ searchWidth: 600, windowWidth: 1198 }).inlineHelp).toBe(false);
    expect(headerLayout({ searchWidth: 600, windowWidth: 1197 }).inlineHelp).toBe(true);
    expect(headerLayout({ searchWidth: 600, windowWidth: 1197 }).oneColumn).toBe(false);
  });

  it('goes one column only below a 495 px window, with the help menu inline as well', () => {
    expect(headerLayout({ searchWidth: 100, windowWidth: 496 }).oneColumn).toBe(false);
    expect(headerLayout({ searchWidth: 100, windowWidth: 495 }).oneColumn).toBe(false);
    expect(headerLayout({ searchWidth: 100, windowWidth: 494 })).toEqual({
      narrow: true,
      oneColumn: true,
      inlineHelp: true,
    });
  });

  it('decides the search box by the search area alone, whatever the window', () => {
    expect(headerLayout({ searchWidth: 400, windowWidth: 480 }).narrow).toBe(false);
    expect(headerLayout({ searchWidth: 200, windowWidth: WIDE }).narrow).toBe(true);
  });
});

describe('overflow', () => {
  it('gives up the apps launcher first and the region label last', () => {
    expect(OVERFLOW_ORDER[0]).toBe('apps-launcher');
    expect(OVERFLOW_ORDER[OVERFLOW_ORDER.length - 1]).toBe('region-label');
  });

  it('keeps everything on the bar at level 0 and gives up items in order', () => {
    const wide = { oneColumn: false, overflow: 0 };
    expect(OVERFLOW_ORDER.filter(item => isOffBar(item, wide))).toEqual([]);
    expect(OVERFLOW_ORDER.filter(item => isOffBar(item, { oneColumn: false, overflow: 2 }))).toEqual([
      'apps-launcher',
      'live-chat',
    ]);
  });

  it('gives up everything in one-column mode', () => {
    expect(OVERFLOW_ORDER.every(item => isOffBar(item, { oneColumn: true, overflow: 0 }))).toBe(true);
  });

  it('skips absent items when going to the next level, and stops when nothing is left', () => {
    const all = () => true;
    expect(nextOverflow(0, all)).toBe(1);
    expect(nextOverflow(6, all)).toBe(7);
    expect(nextOverflow(7, all)).toBeNull();
    const noAppsNorChat = (item: string) => item !== 'apps-launcher' && item !== 'live-chat';
    expect(nextOverflow(0, noAppsNorChat)).toBe(3);
    expect(nextOverflow(3, noAppsNorChat)).toBe(4);
    expect(nextOverflow(0, () => false)).toBeNull();
  });
});
