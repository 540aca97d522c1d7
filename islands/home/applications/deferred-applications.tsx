import { addCatalogPart } from '../../../src/i18n/i18n.ts';
import { deferredWidget } from '../../shared/deferred-widget.tsx';
import { ApplicationsPlaceholder } from './applications-placeholder.tsx';

/**
 * The Applications tab's content for Home's `applications` slot: its chunk and its texts (catalog part
 * `homeDashboard`, shared with the Dashboard tab) arrive once the browser is idle; the placeholder holds their place.
 */
export const DeferredApplications = deferredWidget(
  async () => {
    // Both at once: the chunk and the texts it shows.
    const texts = addCatalogPart('homeDashboard');
    const module = await import('./applications-widget.tsx');
    await texts;
    return module;
  },
  <ApplicationsPlaceholder />
);
