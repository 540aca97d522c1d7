import type { ReactNode } from 'react';
import type { QuickAction } from '../../src/domain/quick-actions.ts';

/**
 * Props of the pure `Home` component. `HomeIsland` fills them from the console's stores; the URL is the source of
 * truth for the tab, so selecting a tab only asks `navigate` to change the URL.
 */
export interface HomeProps {
  /** Active tab, from the route: `infrastructure`, `dashboard` or `applications`; anything else shows the default. */
  tab?: string;
  tenancyName?: string;
  /** Friendly name of the home region. */
  homeRegion?: string;
  /** Friendly name of the active region. */
  activeRegion?: string;
  /** SaaS scope: adds the Applications tab and makes it the default (spec 1 §2, §4). */
  saasScope?: boolean;
  /** Active locale; a change re-renders the texts. */
  locale?: string;
  /** Goes to a console path; without it the browser loads the path. */
  navigate?: (path: string) => void;
  /** The quick actions to show, spec 2 §2's rules applied (`stores/home-quick-actions.ts`); none when absent. */
  quickActions?: readonly QuickAction[];
  /** Home's widgets, each connected to its own stores by `HomeIsland`: slots keep `Home` presentational. */
  widgets?: HomeWidgets;
}

/** Widgets Home places: the gallery and start exploring in the main column, the rail's panels, two tabs' content. */
export interface HomeWidgets {
  gallery?: ReactNode;
  explore?: ReactNode;
  rail?: ReactNode;
  dashboard?: ReactNode;
  applications?: ReactNode;
}
