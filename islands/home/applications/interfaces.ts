import type { NavigationSaasService } from '../../../src/domain/applications.ts';
import type { AppEnvironment } from '../../../src/services/applisting.ts';
import type { WidgetData } from '../../../stores/home-widget-data.ts';
import type { OrganizationSubscription } from '../../../stores/organization-subscriptions.ts';

/** Props of the pure `ApplicationsView`. */
export interface ApplicationsViewProps {
  /** The tenancy's application environments (applisting). */
  environments: WidgetData<AppEnvironment[]>;
  /** The app subscriptions, filtered as spec 2 §5 says. */
  subscriptions: WidgetData<OrganizationSubscription[]>;
  /** The SaaS services of the navigation tree by upper-cased service type: labels and console pages. */
  services: ReadonlyMap<string, NavigationSaasService>;
  /** Locale tag for numbers. */
  locale: string;
  onRetryEnvironments: () => void;
  onRetrySubscriptions: () => void;
  /** Opens an environment's console in a new window. */
  openExternal: (url: string) => void;
}
