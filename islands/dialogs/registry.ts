import { GuidedToursMovedDialog } from './guided-tours-moved-dialog.tsx';
import type { DialogRegistry } from './interfaces.ts';
import { SessionExpiringDialog } from './session-expiring-dialog.tsx';

/** One line per dialog kind (stores/dialogs.ts `DialogRequest`): its component, in its own file beside this one. */
export const DIALOGS: DialogRegistry = {
  'guided-tours-moved': GuidedToursMovedDialog,
  'session-expiring': SessionExpiringDialog,
};
