import type { ReactNode } from 'react';

// Part of Home's start-up path (the deferred slot's placeholder): markup only, no texts, styled by placeholder.css,
// which Home adopts. The loaded tab shows it too while it reads the user's dashboards.

/** The Dashboard tab's loading state: the place of four widgets. */
export function DashboardPlaceholder(): ReactNode {
  return (
    <div className="dash-placeholder" aria-busy="true" data-testid="dashboard-loading">
      <span />
      <span />
      <span />
      <span />
    </div>
  );
}
