import type { ComponentType } from 'react';
import type { DialogKind, DialogRequestOf } from '../../stores/dialogs.ts';

/** Props of one kind's dialog: the request that asked for it and how to close it. */
export interface DialogViewProps<K extends DialogKind> {
  /** What the dialog has to say (the queue's entry). */
  request: DialogRequestOf<K>;
  /** Takes the dialog off the queue; focus goes back where it was and the next dialog shows. */
  close: () => void;
}

/** The dialog of each kind: a registry with one line per kind of `DialogRequest` (the type insists). */
export type DialogRegistry = { readonly [K in DialogKind]: ComponentType<DialogViewProps<K>> };
