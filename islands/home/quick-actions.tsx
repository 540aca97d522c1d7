import type { ReactNode } from 'react';
import type { QuickAction, QuickActionDuration } from '../../src/domain/quick-actions.ts';
import { t } from '../../src/i18n/i18n.ts';

function durationText(duration: QuickActionDuration): string {
  return duration.min === duration.max
    ? t('home.quickAction.durationSingle', { minutes: duration.min })
    : t('home.quickAction.duration', { min: duration.min, max: duration.max });
}

/**
 * Home's quick actions (spec 2 §2): a tile per action, each a link to where the action starts. The link's name is all
 * it shows, title first ("Create a VM instance 2–6 min Always Free eligible"): WCAG 2.5.3 wants the visible text in the
 * name, so speech users can say what they see. The footer row keeps its height with or without the badge: a badge
 * that arrives with the account facts moves nothing.
 */
export function QuickActions({ actions }: { actions: readonly QuickAction[] }): ReactNode {
  if (actions.length === 0) return null;
  return (
    <section className="quick-actions" aria-labelledby="home-quick-actions-heading">
      <h3 id="home-quick-actions-heading">{t('home.quickActions.heading')}</h3>
      <ul className="tiles">
        {actions.map(action => (
          <li key={action.id}>
            <a className="tile" href={action.href} data-testid={`home-quick-action-${action.id}`}>
              <span className="tile-title">{t(action.title)}</span>
              <span className="tile-footer">
                {action.duration ? <span className="tile-duration">{durationText(action.duration)}</span> : null}
                {action.alwaysFree ? (
                  <span className="always-free-badge">{t('home.quickAction.alwaysFree')}</span>
                ) : null}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
