import type { ReactNode } from 'react';
import { t } from '../../src/i18n/i18n.ts';
import { AccountSummary } from './account-summary.tsx';
import type { HomeProps } from './interfaces.ts';
import { QuickActions } from './quick-actions.tsx';

/**
 * The Infrastructure tab: the greeting, then the main column (quick actions, the gallery, start exploring) beside the
 * right rail (the account summary and the rail's panels); one column on narrow screens.
 */
export function InfrastructurePanel(props: HomeProps): ReactNode {
  const { tenancyName, widgets = {} } = props;
  return (
    <>
      <h2 className="greeting">
        {tenancyName ? t('home.infrastructure.greeting', { tenancyName }) : t('home.infrastructure.greetingNoTenancy')}
      </h2>
      <div className="infrastructure">
        <div className="main-column">
          <QuickActions actions={props.quickActions ?? []} />
          {widgets.gallery}
          {widgets.explore}
        </div>
        <div className="rail">
          <AccountSummary {...props} />
          {widgets.rail}
        </div>
      </div>
    </>
  );
}
