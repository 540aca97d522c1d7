import { useId, useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import { t } from '../../src/i18n/i18n.ts';
import { useModalDialog } from './modal-dialog.ts';

/** Widths of spec 1 §9 ("panel sizes small, medium, large"): 30rem, 45rem, 75% of the window. */
export type SidePanelSize = 'small' | 'medium' | 'large';

/** Why the panel asks to close. */
export type SidePanelCloseReason = 'close-button' | 'escape';

/** Props of `SidePanel`. */
export interface SidePanelProps {
  /** Whether the panel shows. The panel is controlled: it never closes itself, it asks `onClose`. */
  open: boolean;
  /** The title, already translated: a level-2 heading and the panel's accessible name. */
  heading: string;
  /** Small, medium (default) or large. */
  size?: SidePanelSize;
  /** The close button or Escape asked to close; set `open` to false to close (or leave it to keep the panel). */
  onClose: (reason: SidePanelCloseReason) => void;
  /** Address of a help topic: a 'Help' link in the header opens it in a new tab. */
  helpHref?: string;
  /** Where focus goes on closing; by default the element that had it when the panel opened. */
  returnFocus?: () => HTMLElement | null | undefined;
  /** Focus on opening: the body's first focusable element, else the heading (default `content`); or the heading. */
  initialFocus?: 'content' | 'heading';
  /** The body without padding, for content that fills it (a frame). */
  flush?: boolean;
  /** A footer below the body (actions, a note). */
  footer?: ReactNode;
  /**
   * False: a non-modal panel below the header (a help panel read while working): the page stays usable, the panel is a
   * named region; Escape inside it and the close button still ask `onClose`. Modal by default.
   */
  modal?: boolean;
  /** `data-testid` of the panel. */
  testId?: string;
  children?: ReactNode;
}

/** What keyboard focus can land on (disabled and hidden things are filtered out after). */
const FOCUSABLE =
  'a[href], area[href], button, input:not([type="hidden"]), select, textarea, iframe, summary, [contenteditable=""], [contenteditable="true"], [tabindex]';

function firstFocusable(container: HTMLElement | null): HTMLElement | null {
  for (const element of container?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []) {
    if (element.matches(':disabled') || element.tabIndex < 0) continue;
    if (element.checkVisibility({ visibilityProperty: true })) return element;
  }
  return null;
}

/**
 * The console's generic side panel for React islands (spec 1 §2 "Generic side panel with title, help link, footer and
 * cancel or close actions", the same rules as the chrome's `console-side-panel`): a modal `<dialog>` along the inline
 * end of the window. `showModal()` makes the rest of the page inert, so focus stays inside while it is open; on
 * opening focus moves in (`initialFocus`), on closing it goes back (`returnFocus`). The close button and Escape ask
 * `onClose`; an Escape that content already handled (a menu closing, `preventDefault`) is not the panel's. It slides
 * in from the inline end (from the left in right-to-left), without motion for users who ask for reduced motion.
 *
 * Styles: add `islands/shared/side-panel.css` to the adopted sheets of the shadow root it renders in. The panel's
 * width can be set with `--side-panel-width`.
 */
export function SidePanel(props: SidePanelProps): ReactNode {
  const { open, heading, size = 'medium', helpHref, flush = false, footer, testId, children, modal = true } = props;
  const headingElement = useRef<HTMLHeadingElement>(null);
  const body = useRef<HTMLDivElement>(null);
  // The latest props for the native listeners, without re-running anything on every render.
  const latest = useRef(props);
  latest.current = props;
  const headingId = useId();
  const { dialog, restoreFocus } = useModalDialog(open, {
    initialFocus: () =>
      (latest.current.initialFocus === 'heading' ? null : firstFocusable(body.current)) ?? headingElement.current,
    returnFocus: props.returnFocus,
    modal,
  });

  const handleClosed = (): void => {
    restoreFocus();
    // Closed by the browser itself (a close request it did not let the page cancel): the owner has to know.
    if (latest.current.open) latest.current.onClose('escape');
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>): void => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    event.stopPropagation();
    latest.current.onClose('escape');
  };

  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>): void => {
    // Any other platform request to close (a close watcher such as a back gesture) asks the owner too.
    event.preventDefault();
    latest.current.onClose('escape');
  };

  return (
    <dialog
      ref={dialog}
      className={`side-panel side-panel-${size}${modal ? '' : ' side-panel-docked'}`}
      aria-labelledby={headingId}
      data-testid={testId}
      onKeyDown={handleKeyDown}
      onCancel={handleCancel}
      onClose={handleClosed}
    >
      <div className="side-panel-header">
        <h2 id={headingId} ref={headingElement} className="side-panel-heading" tabIndex={-1}>
          {heading}
        </h2>
        {helpHref ? (
          <a className="side-panel-help" href={helpHref} target="_blank" rel="noopener noreferrer">
            {t('panels.sidePanel.help')}
            <span className="visually-hidden"> {t('panels.sidePanel.newTab')}</span>
          </a>
        ) : null}
        <button
          type="button"
          className="side-panel-close"
          aria-label={t('panels.sidePanel.closePanel')}
          title={t('panels.sidePanel.closePanel')}
          onClick={() => latest.current.onClose('close-button')}
        >
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="m3.5 3.5 9 9m0-9-9 9" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div ref={body} className={flush ? 'side-panel-body side-panel-flush' : 'side-panel-body'}>
        {children}
      </div>
      {footer ? <div className="side-panel-footer">{footer}</div> : null}
    </dialog>
  );
}
