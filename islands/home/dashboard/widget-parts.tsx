import { useId, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { styleSheet, useAdoptedSheets } from '../../shared/adopted-sheets.ts';
import { t } from '../../../src/i18n/i18n.ts';
import panelsLayoutCss from './panels-layout.css?inline';
import panelsCss from './panels.css?inline';

// The pieces the Dashboard and Applications tabs' panels share: their loading, empty and error states, status
// indicators (icon and text, never colour alone), external links and the stylesheet each deferred chunk brings.

/** The tones a status indicator shows. */
export type StatusTone = 'success' | 'pending' | 'stopped' | 'error' | 'warning' | 'info' | 'unknown';

const ICON_PATHS: Readonly<Record<StatusTone, string>> = {
  // A tick in a circle.
  success: 'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm3.3 5.2-4 4.5-2.6-2.4 1-1.1 1.5 1.4 3-3.4 1.1 1Z',
  // A clock.
  pending:
    'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm0 1.5a5.5 5.5 0 1 1 0 11 5.5 5.5 0 0 1 0-11ZM7.2 4v4.4l3.3 2 .8-1.3-2.6-1.5V4H7.2Z',
  // A bar in a circle.
  stopped: 'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm0 1.5a5.5 5.5 0 1 1 0 11 5.5 5.5 0 0 1 0-11ZM4.5 7.2h7v1.6h-7V7.2Z',
  // A cross in a circle.
  error:
    'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm2.5 4.4 1.1 1.1L9.1 9l2.5 2.5-1.1 1.1L8 10.1l-2.5 2.5-1.1-1.1L6.9 9 4.4 6.5l1.1-1.1L8 7.9l2.5-2.5Z',
  // An exclamation mark in a triangle.
  warning: 'M8 1 0.5 14.5h15L8 1Zm-.8 5h1.6v4.2H7.2V6Zm0 5.3h1.6v1.6H7.2v-1.6Z',
  // An i in a circle.
  info: 'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm-.8 3h1.6v1.6H7.2V4Zm0 3h1.6v5H7.2V7Z',
  // A question mark in a circle.
  unknown:
    'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm0 10.2a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8ZM8 3.5c1.5 0 2.6 1 2.6 2.3 0 1-.6 1.5-1.2 1.9-.5.3-.6.5-.6 1v.4H7.2v-.5c0-.9.4-1.4 1-1.8.5-.3.8-.5.8-1S8.6 5 8 5s-1.1.4-1.1 1.1H5.4C5.4 4.6 6.5 3.5 8 3.5Z',
};

/** An icon that carries no meaning of its own (the text beside it does). */
export function StatusIcon({ tone }: { tone: StatusTone }): ReactNode {
  return (
    <svg className={`dash-icon dash-icon-${tone}`} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[tone]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}

/** A status: its icon and its text, so it reads without colour (and in forced colours). */
export function StatusIndicator({ tone, children }: { tone: StatusTone; children: ReactNode }): ReactNode {
  return (
    <span className={`dash-status dash-status-${tone}`}>
      <StatusIcon tone={tone} />
      <span>{children}</span>
    </span>
  );
}

/** A small line icon: chevron, arrows, cross, plus or the external-link mark. */
export function LineIcon({ name }: { name: 'chevron' | 'up' | 'down' | 'close' | 'plus' | 'external' }): ReactNode {
  const paths = {
    chevron: 'M4 6l4 4 4-4',
    up: 'M8 13V3M4 7l4-4 4 4',
    down: 'M8 3v10M4 9l4 4 4-4',
    close: 'M4 4l8 8M12 4l-8 8',
    plus: 'M8 3v10M3 8h10',
    external: 'M9 3h4v4M13 3L7 9M11 9.5V13H3V5h3.5',
  } as const;
  return (
    <svg className={`dash-line-icon dash-line-icon-${name}`} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A panel's loading state: grey bars in the place the content takes. Assistive technology hears the label once
 * (the bars are hidden from it).
 */
export function Skeleton({ rows = 4, label }: { rows?: number; label?: string }): ReactNode {
  return (
    <div className="dash-skeleton" aria-busy="true">
      {label ? <span className="visually-hidden">{label}</span> : null}
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className="dash-skeleton-bar" aria-hidden="true" />
      ))}
    </div>
  );
}

/** A panel with nothing to show: what is missing and, where it helps, what to do. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }): ReactNode {
  return (
    <div className="dash-empty">
      <p className="dash-empty-title">{title}</p>
      {children}
    </div>
  );
}

/** A panel whose call failed: the message (announced), and Try again for this panel alone. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }): ReactNode {
  const id = useId();
  return (
    <div className="dash-error">
      <p id={id} role="alert" className="dash-error-message">
        <StatusIcon tone="error" />
        <span>{message}</span>
      </p>
      {onRetry ? (
        <button type="button" className="dash-button" aria-describedby={id} onClick={onRetry}>
          {t('homeDashboard.tryAgain')}
        </button>
      ) : null}
    </div>
  );
}

/**
 * A link to another site: it opens in a new window through `open` (the console's popup-blocked rule), says so to
 * assistive technology and shows the external mark.
 */
export function ExternalLink({
  href,
  open,
  children,
  className = 'dash-link',
}: {
  href: string;
  open: (url: string) => void;
  children: ReactNode;
  className?: string;
}): ReactNode {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open(href);
  };
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer" onClick={handleClick}>
      {children}
      <LineIcon name="external" />
      <span className="visually-hidden">{t('homeDashboard.newWindow')}</span>
    </a>
  );
}

/** The styles of these shared pieces and of the tabs' layout. */
const PANELS_SHEET = styleSheet(panelsLayoutCss + panelsCss);

/**
 * Adopts a deferred chunk's stylesheet, after the shared panels' one, into the shadow root (or document) its
 * component renders in, before the first paint. Returns the ref to put on the component's root element.
 */
export function useAdoptedSheet(sheet: CSSStyleSheet): RefObject<HTMLDivElement | null> {
  return useAdoptedSheets(PANELS_SHEET, sheet);
}
