import type { ReactNode } from 'react';
import { t } from '../../../src/i18n/i18n.ts';
import { ChevronIcon, ExternalIcon, StatusIcon } from './rail-icons.tsx';
import type { RailPanelControls, RailPanelProps } from './interfaces.ts';

/**
 * A panel of the rail: a section whose heading is a disclosure button (WAI-ARIA APG, as console-widget-container) with
 * optional links beside it, and a body showing the skeleton, the content, the empty state or the error. The skeleton
 * stays in the body's grid cell, hidden once the data is there, so the body keeps its loading size (CLS 0).
 */
export function RailPanel(props: RailPanelProps): ReactNode {
  const { panel, heading, state, open } = props;
  const headingId = `home-rail-${panel}-heading`;
  const bodyId = `home-rail-${panel}-body`;
  return (
    <section className="rail-panel" aria-labelledby={headingId} data-panel={panel} data-state={state}>
      <div className="rail-panel-header">
        <h3 className="rail-panel-heading" id={headingId}>
          <button
            type="button"
            className="rail-toggle"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => props.onToggle(!open)}
          >
            <ChevronIcon />
            <span>{heading}</span>
          </button>
        </h3>
        {props.actions ? <div className="rail-panel-actions">{props.actions}</div> : null}
      </div>
      <div className="rail-panel-body" id={bodyId} hidden={!open} aria-busy={state === 'loading'}>
        <div className="rail-sizer" aria-hidden="true" data-visible={state === 'loading'}>
          {props.skeleton}
        </div>
        <div className="rail-content">{content(props)}</div>
      </div>
    </section>
  );
}

function content({ state, children, errorText, onRetry }: RailPanelProps): ReactNode {
  if (state === 'loading') return <span className="visually-hidden">{t('homeRail.loading')}</span>;
  if (state === 'empty') return <p className="rail-empty">{children}</p>;
  if (state === 'failed') {
    return (
      <div className="rail-error" role="status">
        <p className="rail-error-text">
          <StatusIcon tone="error" />
          <span>{errorText}</span>
        </p>
        {onRetry ? (
          <button type="button" className="rail-button" onClick={onRetry}>
            {t('homeRail.retry')}
          </button>
        ) : null}
      </div>
    );
  }
  return children;
}

/**
 * Skeleton lines: one per entry of `lines`, each as wide as its percentage, one text line high; and `narrow` more that
 * show only in a narrow rail (below 16rem of content), where the content's text wraps onto them.
 */
export function SkeletonLines({
  lines,
  narrow = [],
}: {
  lines: readonly number[];
  narrow?: readonly number[];
}): ReactNode {
  return [...lines.map(width => ({ width, narrow: false })), ...narrow.map(width => ({ width, narrow: true }))].map(
    (line, index) => (
      <span key={index} className="rail-skeleton-line" data-width={line.width} data-narrow={line.narrow || undefined}>
        <span className="rail-skeleton" />
      </span>
    )
  );
}

/** A link that opens a web page in a new tab, and says so. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }): ReactNode {
  return (
    <a className="rail-link" href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <ExternalIcon />
      <span className="visually-hidden">{t('homeRail.newTab')}</span>
    </a>
  );
}

/** The frame's part of a panel's controls: open or closed, how to toggle it, how to ask its data again. */
export function frameControls({
  open,
  onToggle,
  onRetry,
}: RailPanelControls): Pick<RailPanelProps, 'open' | 'onToggle' | 'onRetry'> {
  return { open, onToggle, onRetry };
}
