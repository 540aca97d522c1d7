import { useId, useRef, type KeyboardEvent, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { t } from '../../src/i18n/i18n.ts';
import { useModalDialog } from './modal-dialog.ts';

/** Why a dialog asks to close. */
export type DialogCloseReason = 'close-button' | 'escape';

/** One button of the dialog's footer. */
export interface DialogAction {
  /** The label, already translated. */
  label: string;
  /** What pressing it does; the dialog does not close by itself (the owner closes it). */
  onClick: () => void;
  /** Primary (the recommended choice, filled) or secondary (default). */
  variant?: 'primary' | 'secondary';
  /** Shown but not pressable (e.g. while a choice is being saved); it stays focusable and says it is busy. */
  busy?: boolean;
  /** Focus starts here when the dialog opens (the safe choice, when it is not the first button). */
  initialFocus?: boolean;
  /** `data-testid` of the button. */
  testId?: string;
}

/** Props of `Dialog`. */
export interface DialogProps {
  /** Whether the dialog shows. It is controlled: it never closes itself, it asks `onClose`. */
  open: boolean;
  /** The title, already translated: a level-2 heading and the dialog's accessible name (aria-labelledby). */
  title: string;
  /** A short description, already translated: the dialog's accessible description (aria-describedby). */
  description?: ReactNode;
  /** The footer's buttons in reading order (secondary first, the primary last, as cloud consoles place them). */
  actions: readonly DialogAction[];
  /**
   * Whether Escape and the close button may close it (default true). False for a dialog that needs an answer (the
   * production tenancy warning): no close button, Escape does nothing.
   */
  dismissible?: boolean;
  /** Escape or the close button asked to close (only when dismissible); set `open` to false to close. */
  onClose?: (reason: DialogCloseReason) => void;
  /** Focus on opening; else the action marked `initialFocus`; else the first action. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on closing; by default the element that had it when the dialog opened. */
  returnFocus?: () => HTMLElement | null | undefined;
  /** An icon beside the title: information, warning or none (default). */
  tone?: 'info' | 'warning';
  /** `data-testid` of the dialog. */
  testId?: string;
  /** The body below the description (a list, a checkbox). */
  children?: ReactNode;
}

const ICONS: Record<'info' | 'warning', ReactNode> = {
  info: (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="6.75" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 7v4.5M8 4.5v.01" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  ),
  warning: (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M8 1.75 15 14.25H1z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M8 6.25v3.5M8 12v.01" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  ),
};

/**
 * THE console's accessible dialog for React islands: a native `<dialog>` opened with `showModal()`, so the page behind
 * is inert, focus stays inside and the dialog sits in the top layer above every header, panel and frame. Its title
 * names it (aria-labelledby), its description describes it (aria-describedby). On opening focus goes to
 * `initialFocus`, else the first action; on closing (by its owner, or by unmounting) focus goes back to where it was
 * (`returnFocus`). A dismissible dialog asks `onClose` on Escape, on the platform's other close requests and from its
 * close button; a non-dismissible one ignores them all and has no close button. It fades and rises in, without motion
 * for users who ask for reduced motion; logical properties only, so right-to-left needs nothing more.
 *
 * Styles: add `islands/shared/dialog.css` and `islands/shared/page-buttons.css` (its buttons) to the adopted sheets
 * of the shadow root it renders in. The width can be set with `--dialog-width` (default 40rem).
 */
export function Dialog(props: DialogProps): ReactNode {
  const { open, title, description, actions, dismissible = true, tone, testId, children } = props;
  const footer = useRef<HTMLDivElement>(null);
  // The latest props for the native listeners, without re-running anything on every render.
  const latest = useRef(props);
  latest.current = props;
  const titleId = useId();
  const descriptionId = useId();
  const { dialog, restoreFocus } = useModalDialog(open, {
    initialFocus: () =>
      latest.current.initialFocus?.current ??
      footer.current?.querySelector<HTMLElement>('[data-initial-focus]') ??
      footer.current?.querySelector('button'),
    returnFocus: props.returnFocus,
  });

  const handleClosed = (): void => {
    const element = dialog.current;
    if (latest.current.open && element?.isConnected) {
      // Closed by the browser itself while its owner still wants it (a close request that could not be cancelled).
      if (latest.current.dismissible ?? true) {
        restoreFocus();
        latest.current.onClose?.('escape');
      } else {
        element.showModal();
      }
      return;
    }
    restoreFocus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>): void => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // Handled here, never by the platform: a non-dismissible dialog stays, a dismissible one asks its owner.
    event.preventDefault();
    event.stopPropagation();
    if (latest.current.dismissible ?? true) latest.current.onClose?.('escape');
  };

  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>): void => {
    // Any other platform request to close (a close watcher such as a back gesture) asks the owner too.
    event.preventDefault();
    if (latest.current.dismissible ?? true) latest.current.onClose?.('escape');
  };

  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      data-testid={testId}
      onKeyDown={handleKeyDown}
      onCancel={handleCancel}
      onClose={handleClosed}
    >
      <div className="dialog-header">
        {tone ? <span className={`dialog-icon dialog-icon-${tone}`}>{ICONS[tone]}</span> : null}
        <h2 id={titleId} className="dialog-title">
          {title}
        </h2>
        {dismissible ? (
          <button
            type="button"
            className="dialog-close"
            // The start-up catalog's generic 'Close': any island may show a dialog, whatever texts it loaded.
            aria-label={t('panels.sidePanel.close')}
            title={t('panels.sidePanel.close')}
            onClick={() => latest.current.onClose?.('close-button')}
          >
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path
                d="m3.5 3.5 9 9m0-9-9 9"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
                strokeLinecap="round"
              />
            </svg>
          </button>
        ) : null}
      </div>
      <div className="dialog-body">
        {description ? (
          <div id={descriptionId} className="dialog-description">
            {description}
          </div>
        ) : null}
        {children}
      </div>
      <div ref={footer} className="dialog-footer">
        {actions.map(action => (
          <button
            key={action.label}
            type="button"
            className={action.variant === 'primary' ? 'button button-primary' : 'button'}
            aria-disabled={action.busy ? 'true' : undefined}
            data-testid={action.testId}
            data-initial-focus={action.initialFocus ? '' : undefined}
            onClick={() => {
              if (!action.busy) action.onClick();
            }}
          >
            {action.label}
          </button>
        ))}
      </div>
    </dialog>
  );
}
