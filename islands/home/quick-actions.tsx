import type { ReactNode } from 'react';
import type { QuickAction, QuickActionDuration } from '../../src/domain/quick-actions.ts';
import { t } from '../../src/i18n/i18n.ts';

function durationText(duration: QuickActionDuration): string {
  return duration.min === duration.max
    ? t('home.quickAction.durationSingle', { minutes: duration.min })
    : t('home.quickAction.duration', { min: duration.min, max: duration.max });
}

/** Home's quick actions (spec 2 §2): a tile per action, each a link to where the action starts. */
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
              {action.duration ? <span className="tile-duration">{durationText(action.duration)}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
