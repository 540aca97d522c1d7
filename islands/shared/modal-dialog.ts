import { useEffect, useRef, type RefObject } from 'react';
import { deepActiveElement } from './deep-active-element.ts';

/** Where focus goes when a modal opens and when it closes. */
export interface ModalFocus {
  /** The element to focus once the modal is open. */
  initialFocus: () => HTMLElement | null | undefined;
  /** Where focus goes on closing; by default the element that had it when the modal opened. */
  returnFocus?: (() => HTMLElement | null | undefined) | undefined;
  /** False: opened with `show()`, so the page stays usable beside it (a help panel); true by default. */
  modal?: boolean | undefined;
}

/** What `useModalDialog` gives its component. */
export interface ModalDialog {
  /** The `<dialog>` element's ref. */
  dialog: RefObject<HTMLDialogElement | null>;
  /** Gives focus back (`returnFocus`, else the opener); call it from the dialog's close event. */
  restoreFocus: () => void;
}

/**
 * The open and close of a controlled modal `<dialog>` (the islands' side panel and dialog): `showModal()` when `open`
 * turns true (remembering who had focus, then focusing `initialFocus`), `close()` when it turns false. Unmounted while
 * open, it closes, so the page never stays inert behind a dialog that is gone, and gives focus back.
 */
export function useModalDialog(open: boolean, focus: ModalFocus): ModalDialog {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  // The latest options for the effects, without re-running them on every render.
  const latest = useRef(focus);
  latest.current = focus;

  const restoreFocus = useRef(() => {
    const target = latest.current.returnFocus?.() ?? opener.current;
    opener.current = null;
    if (target?.isConnected) target.focus();
  }).current;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = deepActiveElement();
      if (latest.current.modal === false) element.show();
      else element.showModal();
      latest.current.initialFocus()?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  useEffect(() => {
    // React clears the ref before this cleanup runs: keep the element.
    const element = dialog.current;
    return () => {
      if (!element?.open) return;
      element.close();
      restoreFocus();
    };
  }, [restoreFocus]);

  return { dialog, restoreFocus };
}
