import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import {
  VIEW_ALL_LINKS,
  VIEW_ALL_TOPICS,
  viewAllSplit,
  type ContextualHelpLink,
} from '../../src/domain/contextual-help.ts';
import { t } from '../../src/i18n/i18n.ts';
import { SidePanel } from '../shared/side-panel.tsx';
import { HelpTopicContent } from './help-topic-content.tsx';
import type { HelpPanelProps } from './interfaces.ts';

/** A list cut at `shown` entries with a "View all n" / "Show fewer" button (spec 2 §9 view-all counts). */
function ViewAllList(props: {
  items: readonly ContextualHelpLink[];
  shown: number;
  viewAll: (count: number) => string;
  viewFewer: string;
  renderItem: (item: ContextualHelpLink) => ReactNode;
  listLabelledBy: string;
}): ReactNode {
  const { items, shown, viewAll, viewFewer, renderItem, listLabelledBy } = props;
  const [expanded, setExpanded] = useState(false);
  const { visible } = viewAllSplit(items, shown, expanded);
  return (
    <>
      <ul className="help-list" aria-labelledby={listLabelledBy}>
        {visible.map(item => (
          <li key={`${item.url}|${item.displayText}`}>{renderItem(item)}</li>
        ))}
      </ul>
      {items.length > shown ? (
        <button type="button" className="help-view-all" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? viewFewer : viewAll(items.length)}
        </button>
      ) : null}
    </>
  );
}

/** The list view: the path's documentation topics, then community (and, for internal users, private) links. */
function TopicList(props: HelpPanelProps & { listHeading: RefObject<HTMLHeadingElement | null> }): ReactNode {
  const { view, onShowTopic, onOpenLink, onRetryLinks, listHeading } = props;
  if (view.status === 'failed') {
    return (
      <div className="help-message" role="alert">
        <p>{t('help.linksError')}</p>
        <button type="button" className="button" onClick={onRetryLinks}>
          {t('help.retry')}
        </button>
      </div>
    );
  }
  if (view.status !== 'ready') {
    return (
      <div className="help-skeleton" role="status">
        <span className="visually-hidden">{t('help.loading')}</span>
        <span className="help-skeleton-line" aria-hidden="true" />
        <span className="help-skeleton-line" aria-hidden="true" />
        <span className="help-skeleton-line" aria-hidden="true" />
      </div>
    );
  }
  const specific = view.pathSpecific.length > 0;
  const topics = specific ? view.pathSpecific : view.genericLink ? [view.genericLink] : [];
  return (
    <div className="help-sections">
      <section className="help-section">
        <h3 id="help-topics-heading" ref={listHeading} tabIndex={-1} className="help-section-heading">
          {specific ? t('help.topics.heading') : t('help.topics.general')}
        </h3>
        {specific ? null : <p className="help-note">{t('help.topics.none')}</p>}
        <ViewAllList
          key={view.path}
          items={topics}
          shown={VIEW_ALL_TOPICS}
          viewAll={count => t('help.topics.viewAll', { count })}
          viewFewer={t('help.topics.viewFewer')}
          listLabelledBy="help-topics-heading"
          renderItem={item => (
            <button type="button" className="help-topic" onClick={() => onShowTopic(item)}>
              {item.displayText}
            </button>
          )}
        />
      </section>
      {view.links.length > 0 ? (
        <section className="help-section">
          <h3 id="help-links-heading" className="help-section-heading">
            {t('help.links.heading')}
          </h3>
          <ViewAllList
            key={view.path}
            items={view.links}
            shown={VIEW_ALL_LINKS}
            viewAll={count => t('help.links.viewAll', { count })}
            viewFewer={t('help.links.viewFewer')}
            listLabelledBy="help-links-heading"
            renderItem={item => (
              <ExternalLink
                url={item.url}
                label={item.displayText}
                onOpenLink={onOpenLink}
                private={item.kind === 'private'}
              />
            )}
          />
        </section>
      ) : null}
    </div>
  );
}

/** A link that opens in a new window through the console (the popup-blocked message when the browser blocks it). */
function ExternalLink(props: {
  url: string;
  label: string;
  onOpenLink: (url: string) => void;
  private?: boolean;
}): ReactNode {
  return (
    <a
      className="help-external"
      href={props.url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={event => {
        event.preventDefault();
        props.onOpenLink(props.url);
      }}
    >
      {props.label}
      {props.private ? <span className="help-badge">{t('help.links.private')}</span> : null}
      <span className="visually-hidden"> {t('help.newWindow')}</span>
    </a>
  );
}

/** The topic view: back to the list, the page, a link to the page in the documentation. */
function TopicView(props: HelpPanelProps & { backButton: RefObject<HTMLButtonElement | null> }): ReactNode {
  const { topic, view, onBack, onRetryTopic, onOpenLink, backButton } = props;
  if (!topic) return null;
  const fullUrl = topic.url;
  return (
    <div className="help-topic-view">
      <div className="help-topic-bar">
        <button type="button" className="help-back" ref={backButton} onClick={onBack}>
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className="help-back-icon">
            <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
          {t('help.topic.back')}
        </button>
      </div>
      {topic.status === 'loading' ? (
        <div className="help-skeleton" role="status">
          <span className="visually-hidden">{t('help.topic.loading')}</span>
          <span className="help-skeleton-title" aria-hidden="true" />
          <span className="help-skeleton-line" aria-hidden="true" />
          <span className="help-skeleton-line" aria-hidden="true" />
        </div>
      ) : topic.status === 'failed' ? (
        <div className="help-message" role="alert">
          <p>{t('help.topic.error')}</p>
          <button type="button" className="button" onClick={onRetryTopic}>
            {t('help.retry')}
          </button>
        </div>
      ) : (
        <article className="help-article">
          <HelpTopicContent markup={topic.markup} url={topic.url} docsRoot={view.docsRoot} onOpenLink={onOpenLink} />
          <p className="help-full">
            <ExternalLink url={fullUrl} label={t('help.topic.openFull')} onOpenLink={onOpenLink} />
          </p>
        </article>
      )}
    </div>
  );
}

/**
 * The contextual help panel (spec 1 §2 "optional inline contextual help panel"; spec 2 §2 Inline help): a non-modal
 * side panel below the header, so the page stays usable beside it and the panel follows the route. It lists the
 * current path's documentation topics (4, then View all) and community links (2, then View all; private ones for
 * internal users), shows a chosen topic's page inside the panel and opens every other link in a new window. Choosing a
 * topic moves focus to Back; Back returns it to the list's heading.
 */
export function HelpPanel(props: HelpPanelProps): ReactNode {
  const { open, view, topic, onClose, onOpenLink } = props;
  const backButton = useRef<HTMLButtonElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const topicOpen = topic !== null;
  const wasTopicOpen = useRef(topicOpen);

  useEffect(() => {
    if (!open) return;
    if (topicOpen && !wasTopicOpen.current) backButton.current?.focus();
    if (!topicOpen && wasTopicOpen.current) listHeading.current?.focus();
    wasTopicOpen.current = topicOpen;
  }, [open, topicOpen]);

  return (
    <SidePanel
      open={open}
      heading={t('help.heading')}
      size="small"
      modal={false}
      // The panel's heading first, whatever has loaded: the same start every time, and the topics right after it.
      initialFocus="heading"
      onClose={() => onClose()}
      testId="help-panel"
      footer={<ExternalLink url={view.docsRoot} label={t('help.allDocumentation')} onOpenLink={onOpenLink} />}
    >
      {topicOpen ? (
        <TopicView {...props} backButton={backButton} />
      ) : (
        <TopicList {...props} listHeading={listHeading} />
      )}
    </SidePanel>
  );
}
