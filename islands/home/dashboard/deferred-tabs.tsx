import { deferredWidget } from '../../shared/deferred-widget.tsx';

// On Home's start-up path (which has a byte budget), so kept to the placeholders and one small import (tabs-loader.ts,
// which loads a tab's chunk and texts); each chunk adopts its own styles. placeholder.css is all Home adopts.

/** The Dashboard tab's loading state: the place of four widgets. No texts: they come with the chunk. */
export const DASHBOARD_PLACEHOLDER = (
  <div className="dash-ph">
    <span />
    <span />
    <span />
    <span />
  </div>
);

/** The Dashboard tab's content for Home's `dashboard` slot, requested once the browser is idle. */
export const DeferredDashboard = deferredWidget(
  async () => (await import('./tabs-loader.ts')).loadDashboard(),
  DASHBOARD_PLACEHOLDER
);

/** The Applications tab's content for Home's `applications` slot, requested once the browser is idle. */
export const DeferredApplications = deferredWidget(
  async () => (await import('./tabs-loader.ts')).loadApplications(),
  // The place of its two panels.
  <div className="dash-ph dash-ph-apps">
    <span />
    <span />
  </div>
);
