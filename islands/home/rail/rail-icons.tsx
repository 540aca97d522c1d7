import type { ReactNode } from 'react';
import type { StatusTone } from '../../../src/domain/right-rail.ts';

// Inline SVG icons of the rail. All are decorative (aria-hidden): the text beside each says what it means, and
// `currentColor` lets them follow the text colour, forced-colours mode included.

const COMMON = { 'aria-hidden': true, focusable: false } as const;

/** The icon of a status tone: a filled circle with a cross, a triangle, an i, a check, or a dash. */
export function StatusIcon({ tone }: { tone: StatusTone }): ReactNode {
  const shapes: Record<StatusTone, ReactNode> = {
    error: (
      <>
        <circle cx="8" cy="8" r="7" fill="currentColor" />
        <path d="m5.5 5.5 5 5m0-5-5 5" className="mark-line" strokeWidth="1.6" strokeLinecap="round" />
      </>
    ),
    warning: (
      <>
        <path d="M8 1 15.2 14H.8Z" fill="currentColor" strokeLinejoin="round" />
        <path d="M8 6v3.5" className="mark-line" strokeWidth="1.6" strokeLinecap="round" />
        <circle cx="8" cy="11.7" r=".9" className="mark-dot" />
      </>
    ),
    info: (
      <>
        <circle cx="8" cy="8" r="7" fill="currentColor" />
        <path d="M8 7.2V11.5" className="mark-line" strokeWidth="1.6" strokeLinecap="round" />
        <circle cx="8" cy="4.8" r=".9" className="mark-dot" />
      </>
    ),
    success: (
      <>
        <circle cx="8" cy="8" r="7" fill="currentColor" />
        <path
          d="m4.8 8.3 2.2 2.1 4.2-4.6"
          fill="none"
          className="mark-line"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </>
    ),
    neutral: (
      <>
        <circle cx="8" cy="8" r="6.3" fill="none" stroke="currentColor" strokeWidth="1.4" />
        <path d="M5.2 8h5.6" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </>
    ),
  };
  return (
    <svg className={`rail-icon tone-${tone}`} viewBox="0 0 16 16" width="16" height="16" {...COMMON}>
      {shapes[tone]}
    </svg>
  );
}

/** A chevron: points to the inline end while closed, down while open (CSS turns it). */
export function ChevronIcon(): ReactNode {
  return (
    <svg className="rail-chevron" viewBox="0 0 12 12" width="12" height="12" {...COMMON}>
      <path d="M2 4.25 6 8.25l4-4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

/** A box with an arrow leaving it: the link opens a new tab. */
export function ExternalIcon(): ReactNode {
  return (
    <svg className="rail-external" viewBox="0 0 12 12" width="12" height="12" {...COMMON}>
      <path
        d="M7 1.5h3.5V5M10.5 1.5 5.5 6.5M9 7.5v3H1.5V3h3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A shield, for the MFA recommendation. */
export function ShieldIcon(): ReactNode {
  return (
    <svg className="rail-feature-icon" viewBox="0 0 24 24" width="24" height="24" {...COMMON}>
      <path
        d="M12 2.5 4.5 5.5v6c0 4.6 3.2 8.3 7.5 10 4.3-1.7 7.5-5.4 7.5-10v-6Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path d="m8.7 12 2.3 2.3 4.4-4.6" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/** A phone, for the mobile app. */
export function PhoneIcon(): ReactNode {
  return (
    <svg className="rail-feature-icon" viewBox="0 0 24 24" width="24" height="24" {...COMMON}>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M10.5 18.5h3" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
