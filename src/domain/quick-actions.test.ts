import { describe, expect, it } from 'vitest';
import { QUICK_ACTIONS_SHOWN, homeQuickActions } from './quick-actions.ts';

describe('homeQuickActions', () => {
  it('lists the first six tiles of spec 2 §2 with their deep links and durations', () => {
    expect(QUICK_ACTIONS_SHOWN).toBe(6);
    expect(homeQuickActions().map(action => [action.href, action.duration])).toEqual([
      ['/compute/instances/create', { min: 2, max: 6 }],
      ['/db/adb/atp?open=create-database', { min: 3, max: 5 }],
      ['/db/adb/adw?open=create-database', { min: 3, max: 5 }],
      ['/networking/vcns?open=networking-quickstart', { min: 2, max: 3 }],
      ['/resourcemanager/stacks/create', { min: 2, max: 6 }],
      ['/object-storage/buckets?open=create-object-storage-bucket', { min: 2, max: 6 }],
    ]);
  });
  it('gives every tile a unique id and its own title message', () => {
    const actions = homeQuickActions();
    expect(new Set(actions.map(action => action.id)).size).toBe(actions.length);
    expect(new Set(actions.map(action => action.title)).size).toBe(actions.length);
  });
});
