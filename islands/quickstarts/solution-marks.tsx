import type { ReactNode } from 'react';
import { t } from '../../src/i18n/i18n.ts';

/** A small clock before an estimated time; decorative (the time's label says what it is). */
export function EstimateIcon(): ReactNode {
  return (
    <svg className="icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="6.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 4.5V8l2.5 1.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

/** The mark of a solution that runs on Always Free resources alone. */
export function AlwaysFreeBadge(): ReactNode {
  return <span className="badge badge-free">{t('quickstarts.alwaysFree')}</span>;
}
