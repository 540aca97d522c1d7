import { describe, expect, it } from 'vitest';
import { parseNavigationLinks, pinLink, recordRecentLink, unpinLink, type NavigationLink } from './navigation-links.ts';

describe('pinning (spec 3 §4, spec 1 §5)', () => {
  const twelve = Array.from({ length: 12 }, (_, index) => ({
    itemKey: `item-${index}`,
    parentItemKey: null,
    LastAccessed: index,
  }));

  it('puts a pinned item at the front, replacing an earlier entry', () => {
    const first = pinLink([], { itemKey: 'a', parentItemKey: 'p' }, 1);
    expect(first).toEqual({ ok: true, pinned: [{ itemKey: 'a', parentItemKey: 'p', LastAccessed: 1 }] });
    const second = pinLink(first.pinned, { itemKey: 'b', parentItemKey: null }, 2);
    const again = pinLink(second.pinned, { itemKey: 'a', parentItemKey: 'p' }, 3);
    expect(again.pinned.map(entry => [entry.itemKey, entry.LastAccessed])).toEqual([
      ['a', 3],
      ['b', 2],
    ]);
  });

  it('refuses the 13th pin, but re-pinning one of the 12 still works', () => {
    const refused = pinLink(twelve, { itemKey: 'new', parentItemKey: null }, 99);
    expect(refused).toEqual({ ok: false, error: 'pin-limit', pinned: twelve });
    const moved = pinLink(twelve, { itemKey: 'item-5', parentItemKey: null }, 99);
    expect(moved.ok).toBe(true);
    expect(moved.pinned).toHaveLength(12);
    expect(moved.pinned[0]?.itemKey).toBe('item-5');
  });

  it('unpins an item, leaving the order of the rest', () => {
    expect(unpinLink(twelve, 'item-3').map(entry => entry.itemKey)).toEqual(
      twelve.filter(entry => entry.itemKey !== 'item-3').map(entry => entry.itemKey)
    );
    expect(unpinLink(twelve, 'absent')).toEqual(twelve);
  });
});

describe('recents (spec 3 §4, §9)', () => {
  it('adds a visit first, refreshes the access time of a known one, and keeps 12 newest first', () => {
    let recent: NavigationLink[] = [];
    for (let index = 0; index < 14; index += 1) {
      recent = recordRecentLink(recent, { itemKey: `item-${index}`, parentItemKey: null }, index);
    }
    expect(recent).toHaveLength(12);
    expect(recent[0]?.itemKey).toBe('item-13');
    expect(recent.some(entry => entry.itemKey === 'item-0' || entry.itemKey === 'item-1')).toBe(false);
    recent = recordRecentLink(recent, { itemKey: 'item-5', parentItemKey: null }, 100);
    expect(recent).toHaveLength(12);
    expect(recent[0]).toEqual({ itemKey: 'item-5', parentItemKey: null, LastAccessed: 100 });
    expect(recent.filter(entry => entry.itemKey === 'item-5')).toHaveLength(1);
  });

  it('reads stored links, dropping malformed entries', () => {
    expect(parseNavigationLinks('nope')).toBeUndefined();
    expect(
      parseNavigationLinks([
        { itemKey: 'a', parentItemKey: 'p', LastAccessed: 1 },
        { itemKey: 'b', LastAccessed: 2 },
        { itemKey: '', LastAccessed: 3 },
        { itemKey: 'c', LastAccessed: 'x' },
        null,
      ])
    ).toEqual([
      { itemKey: 'a', parentItemKey: 'p', LastAccessed: 1 },
      { itemKey: 'b', parentItemKey: null, LastAccessed: 2 },
    ]);
  });
});
