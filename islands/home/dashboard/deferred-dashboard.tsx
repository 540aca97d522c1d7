import { addCatalogPart } from '../../../src/i18n/i18n.ts';
import { deferredWidget } from '../../shared/deferred-widget.tsx';
import { DashboardPlaceholder } from './dashboard-placeholder.tsx';

/**
 * The Dashboard tab's content for Home's `dashboard` slot: its chunk and its texts (catalog part `homeDashboard`)
 * arrive once the browser is idle; the placeholder holds their place until both are in.
 */
export const DeferredDashboard = deferredWidget(
  async () => {
    // Both at once: the chunk and the texts it shows.
    const texts = addCatalogPart('homeDashboard');
    const module = await import('./dashboard-widget.tsx');
    await texts;
    return module;
  },
  <DashboardPlaceholder />
);
