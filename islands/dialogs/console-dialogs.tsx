import { useStore } from '@nanostores/react';
import type { ComponentType, ReactNode } from 'react';
import { $activeDialog, closeDialog, type DialogKind, type DialogRequestOf } from '../../stores/dialogs.ts';
import { $locale } from '../../stores/locale.ts';
import type { DialogViewProps } from './interfaces.ts';
import { DIALOGS } from './registry.ts';

/** The dialog of one request, from the registry. */
function DialogOf<K extends DialogKind>({ request }: { request: DialogRequestOf<K> }): ReactNode {
  // The registry's mapped type pairs each kind with its props; TypeScript cannot follow that through a generic index.
  const View = DIALOGS[request.kind] as ComponentType<DialogViewProps<K>>;
  return <View request={request} close={() => closeDialog(request.kind)} />;
}

/**
 * The console's dialog host: shows the first dialog of the queue (stores/dialogs.ts), one at a time, by its kind.
 * A new kind mounts a new dialog (keyed by kind), so each dialog moves focus in when it opens and gives it back when
 * it closes. Re-renders in a new language.
 */
export function ConsoleDialogs(): ReactNode {
  const active = useStore($activeDialog);
  useStore($locale);
  if (!active) return null;
  return <DialogOf key={active.kind} request={active} />;
}
