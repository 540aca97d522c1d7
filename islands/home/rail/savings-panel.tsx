import type { ReactNode } from 'react';
import { CLOUD_ADVISOR_RECOMMENDATIONS_PATH, displayedSavings, formatMoney } from '../../../src/domain/right-rail.ts';
import { t } from '../../../src/i18n/i18n.ts';
import type { CostCategoryRecommendation } from '../../../src/services/optimizer.ts';
import type { RailData } from '../../../stores/right-rail.ts';
import type { RailPanelControls } from './interfaces.ts';
import { frameControls, RailPanel, SkeletonLines } from './rail-panel.tsx';

/** Props of the cost-management-savings panel. */
export interface SavingsPanelProps extends RailPanelControls {
  /** The cost category's recommendation; null when the tenancy has none (or the call answered 404). */
  data: RailData<CostCategoryRecommendation | null>;
}

/**
 * The cost-management-savings panel (spec 2 §2, §3 Cost category recommendation): the estimated savings, shown only
 * when positive with a currency (spec 2 §5) and formatted in the user's locale and the savings' currency; the pending
 * and implemented recommendation counts; a link to Cloud Advisor's recommendations.
 */
export function SavingsPanel(props: SavingsPanelProps): ReactNode {
  const { data, localeTag } = props;
  const recommendation = data.value;
  const state = data.status === 'ready' ? (recommendation ? 'ready' : 'empty') : data.status;
  const savings = recommendation ? displayedSavings(recommendation.savings, recommendation.currencyCode) : null;
  return (
    <RailPanel
      panel="cost-management-savings"
      heading={t('homeRail.panel.savings')}
      state={state}
      {...frameControls(props)}
      errorText={t('homeRail.error.savings')}
      actions={
        <a className="rail-link" href={CLOUD_ADVISOR_RECOMMENDATIONS_PATH}>
          {t('homeRail.savings.view')}
        </a>
      }
      skeleton={
        <>
          {/* The amount and its label (two lines in a narrow rail), then the two counts. */}
          <span className="rail-savings">
            <span className="rail-savings-amount">
              <SkeletonLines lines={[50]} />
            </span>
            <SkeletonLines lines={[70, 50]} />
          </span>
          <SkeletonLines lines={[80, 60]} />
        </>
      }
    >
      {recommendation ? (
        <>
          {savings ? (
            <p className="rail-savings" data-testid="home-rail-savings-amount">
              <span className="rail-savings-amount">{formatMoney(savings.amount, savings.currency, localeTag)}</span>
              <span className="rail-muted">{t('homeRail.savings.estimated')}</span>
            </p>
          ) : (
            <p className="rail-savings rail-muted" data-testid="home-rail-savings-none">
              {t('homeRail.savings.none')}
            </p>
          )}
          <ul className="rail-counts">
            <li data-testid="home-rail-savings-pending">
              {t('homeRail.savings.pending', { count: recommendation.pending })}
            </li>
            <li data-testid="home-rail-savings-implemented">
              {t('homeRail.savings.implemented', { count: recommendation.implemented })}
            </li>
          </ul>
        </>
      ) : (
        t('homeRail.savings.empty')
      )}
    </RailPanel>
  );
}
