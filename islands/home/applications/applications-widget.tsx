import { useStore } from '@nanostores/react';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { activeLocale, onLocaleChange } from '../../../src/i18n/i18n.ts';
import { $activeRegion } from '../../../stores/active-region.ts';
import {
  $appEnvironments,
  $appSubscriptions,
  $saasServices,
  loadAppEnvironments,
  reloadAppSubscriptions,
} from '../../../stores/applications.ts';
import { $localeTag } from '../../../stores/locale.ts';
import { openWindow } from '../../../stores/popups.ts';
import { $session } from '../../../stores/session.ts';
import { styleSheet } from '../../shared/adopted-sheets.ts';
import { useAdoptedSheet } from '../dashboard/widget-parts.tsx';
import css from './applications.css?inline';
import { ApplicationsView } from './applications-view.tsx';

const sheet = styleSheet(css);

/**
 * The Applications tab's content, connected: the application environments (asked when the tab shows, again when the
 * region or tenancy changes) and the app subscriptions start-up loaded. Its own chunk, loaded by `deferredWidget`.
 */
export default function ApplicationsWidget(): ReactNode {
  const environments = useStore($appEnvironments);
  const subscriptions = useStore($appSubscriptions);
  const services = useStore($saasServices);
  const locale = useStore($localeTag);
  const region = useStore($activeRegion);
  const tenancyId = useStore($session).claims?.tenant;
  // Its texts follow the catalog, whenever Home re-renders.
  useSyncExternalStore(onLocaleChange, activeLocale);
  const ref = useAdoptedSheet(sheet);

  useEffect(() => {
    void loadAppEnvironments();
  }, [region, tenancyId]);

  return (
    <div ref={ref} className="apps-root">
      <ApplicationsView
        environments={environments}
        subscriptions={subscriptions}
        services={services}
        locale={locale}
        onRetryEnvironments={() => void loadAppEnvironments(true)}
        onRetrySubscriptions={() => void reloadAppSubscriptions()}
        openExternal={url => void openWindow(url)}
      />
    </div>
  );
}
