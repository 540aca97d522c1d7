import { afterEach, describe, expect, it } from 'vitest';
import { $activeDialog, $dialogQueue, $dialogWanted, closeDialog, isDialogQueued, openDialog } from './dialogs.ts';

afterEach(() => {
  $dialogQueue.set([]);
});

describe('the dialog queue', () => {
  it('is empty and not wanted until a dialog is asked for', () => {
    expect($dialogWanted.get()).toBe(false);
    expect($activeDialog.get()).toBeNull();
    openDialog({ kind: 'guided-tours-moved' });
    expect($dialogWanted.get()).toBe(true);
    expect($activeDialog.get()).toEqual({ kind: 'guided-tours-moved' });
    expect(isDialogQueued('guided-tours-moved')).toBe(true);
  });

  it('shows one dialog at a time in the order asked, never the same kind twice', () => {
    $dialogQueue.set([{ kind: 'guided-tours-moved' }]);
    openDialog({ kind: 'guided-tours-moved' });
    expect($dialogQueue.get()).toHaveLength(1);
    closeDialog('guided-tours-moved');
    expect($dialogQueue.get()).toEqual([]);
    expect($dialogWanted.get()).toBe(false);
    expect(isDialogQueued('guided-tours-moved')).toBe(false);
  });

  it('puts an urgent dialog first', () => {
    const first = { kind: 'guided-tours-moved' } as const;
    openDialog(first);
    openDialog(first, { urgent: true });
    expect($dialogQueue.get()).toEqual([first]);
  });

  it('closing a kind that is not queued changes nothing', () => {
    openDialog({ kind: 'guided-tours-moved' });
    const before = $dialogQueue.get();
    $dialogQueue.set(before);
    closeDialog('guided-tours-moved');
    closeDialog('guided-tours-moved');
    expect($dialogQueue.get()).toEqual([]);
  });
});
