import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import type { ChecklistItem } from '../../src/domain/guided-journey.ts';
import { t } from '../../src/i18n/i18n.ts';
import type { ChecklistProps } from './interfaces.ts';

function estimate(item: ChecklistItem): string {
  const [min, max] = item.minutes;
  return min === max ? t('checklist.estimate.single', { minutes: min }) : t('checklist.estimate.range', { min, max });
}

function statusText(item: ChecklistItem): string {
  if (item.done) return t('checklist.status.done');
  return item.status === 'INPROGRESS' ? t('checklist.status.inProgress') : t('checklist.status.notStarted');
}

const checkIcon = (
  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
    <path d="M6.2 11.6 2.8 8.2l1-1 2.4 2.4 6-6 1 1z" fill="currentColor" />
  </svg>
);

function Row({ item, props }: { item: ChecklistItem; props: ChecklistProps }): ReactNode {
  const titleId = useId();
  const title = t(`checklist.task.${item.key}.title`);
  const href = props.taskHref(item.key);
  const start = (event: MouseEvent): void => {
    event.preventDefault();
    props.onStart(item.key);
  };
  const label = t('checklist.startTask', { task: title });
  return (
    <li className="task" data-done={item.done} data-task={item.key}>
      <span className="mark" aria-hidden="true">
        {item.done ? checkIcon : null}
      </span>
      <div className="task-text">
        <span className="task-title" id={titleId}>
          {title}
        </span>
        <span className="task-description">{t(`checklist.task.${item.key}.description`)}</span>
        <span className="task-meta">
          <span className="task-status">{statusText(item)}</span>
          <span aria-hidden="true"> · </span>
          <span>{estimate(item)}</span>
        </span>
        {item.key === 'homepage' && props.tourFailed ? (
          <span className="task-error">{t('checklist.tourUnavailable')}</span>
        ) : null}
      </div>
      {item.done ? null : href ? (
        <a className="button" href={href} aria-label={label} onClick={start}>
          {t('checklist.start')}
        </a>
      ) : (
        <button type="button" className="button" aria-label={label} onClick={start}>
          {t('checklist.start')}
        </button>
      )}
    </li>
  );
}

/**
 * The getting-started checklist (spec 1 §2, spec 2 §2): the console tour, compute, identity and quick start tasks with
 * their estimates, ticked as they are done; a non-modal panel at the page's block-end corner that minimises to a
 * launcher button. Minimising and expanding move focus to the control that replaces the one pressed.
 */
export function Checklist(props: ChecklistProps): ReactNode {
  const { visible, items, minimized } = props;
  const headingId = useId();
  const done = items.filter(item => item.done).length;
  const total = items.length;
  const launcher = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The state a press asked for, so that focus moves once that state renders. Not a plain "toggled" flag: the mount's
  // own effect can run late (React flushes it before the press's render), and must not take the press for its own.
  const requested = useRef<boolean | null>(null);
  useEffect(() => {
    if (requested.current !== minimized) return;
    requested.current = null;
    (minimized ? launcher.current : heading.current)?.focus();
  }, [minimized]);
  const toggle = (next: boolean): void => {
    requested.current = next;
    props.onMinimize(next);
  };
  if (!visible) return null;
  if (minimized) {
    return (
      <button
        type="button"
        className="launcher"
        ref={launcher}
        aria-expanded="false"
        onClick={() => toggle(false)}
        data-testid="checklist-launcher"
      >
        <span className="launcher-count" aria-hidden="true">
          {done}/{total}
        </span>
        {t('checklist.launcher', { done, total })}
      </button>
    );
  }
  return (
    <section className="checklist" aria-labelledby={headingId} data-testid="checklist">
      <header className="checklist-header">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {t('checklist.heading')}
        </h2>
        <button type="button" className="icon-button" aria-expanded="true" onClick={() => toggle(true)}>
          {t('checklist.minimize')}
        </button>
      </header>
      <p className="summary" aria-live="polite">
        {t('checklist.summary', { done, total })}
      </p>
      <progress className="progress" max={total} value={done} aria-labelledby={headingId} />
      <ul className="tasks">
        {items.map(item => (
          <Row key={item.key} item={item} props={props} />
        ))}
      </ul>
      {done === total ? <p className="all-done">{t('checklist.allDone')}</p> : null}
      <footer className="checklist-footer">
        <button type="button" className="link-button" onClick={props.onHide}>
          {t('checklist.hide')}
        </button>
      </footer>
    </section>
  );
}
