import type { ReactNode } from 'react';
import { t } from '../../src/i18n/i18n.ts';

/** The tenancy and its regions, as the rail's first panel. */
export function AccountSummary(props: { tenancyName?: string; homeRegion?: string; activeRegion?: string }): ReactNode {
  const unavailable = t('home.account.unavailable');
  return (
    <section className="account" aria-labelledby="home-account-heading">
      <h3 id="home-account-heading">{t('home.account.heading')}</h3>
      <dl>
        <dt>{t('home.account.tenancy')}</dt>
        <dd>{props.tenancyName || unavailable}</dd>
        <dt>{t('home.account.homeRegion')}</dt>
        <dd>{props.homeRegion || unavailable}</dd>
        <dt>{t('home.account.activeRegion')}</dt>
        <dd>{props.activeRegion || unavailable}</dd>
      </dl>
    </section>
  );
}
