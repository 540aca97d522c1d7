import type { ReactNode } from 'react';

// Part of Home's start-up path (the deferred slot's placeholder): markup only, no texts, styled by
// dashboard/placeholder.css, which Home adopts.

/** The Applications tab's loading state: the place of its two panels. */
export function ApplicationsPlaceholder(): ReactNode {
  return (
    <div className="dash-placeholder dash-placeholder-apps" aria-busy="true" data-testid="applications-loading">
      <span />
      <span />
    </div>
  );
}
