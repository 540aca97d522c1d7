import type { ReactNode } from 'react';
import { openableUrl } from '../../src/domain/popup.ts';
import { rowText } from '../../src/domain/search.ts';
import { t } from '../../src/i18n/i18n.ts';
import type { SearchPageDocumentation, SearchPageService } from '../../stores/search-page.ts';
import { SearchAlert } from './resource-table.tsx';

function EmptyState({ heading, text }: { heading: string; text: string }): ReactNode {
  return (
    <div className="empty-state">
      <h2>{heading}</h2>
      <p>{text}</p>
    </div>
  );
}

/** Skeleton lines while a list loads, with a status that names what is loading. */
export function LoadingList({ label, lines = 3 }: { label: string; lines?: number }): ReactNode {
  return (
    <div className="list-loading" role="status">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, row) => (
        <span key={row} className="skeleton skeleton-line" aria-hidden="true" />
      ))}
    </div>
  );
}

/** The console's services whose names or search tags match the text, as links (from the navigation menu). */
export function ServiceList({
  services,
  text,
}: {
  services: readonly SearchPageService[] | null;
  text: string;
}): ReactNode {
  if (services === null) return <LoadingList label={t('searchPage.services.loading')} />;
  if (services.length === 0) {
    return (
      <EmptyState
        heading={t('searchPage.services.empty.heading')}
        text={t('searchPage.services.empty.text', { text })}
      />
    );
  }
  return (
    <ul className="result-list">
      {services.map(service => (
        <li key={service.key}>
          <a
            href={service.path}
            {...(service.openInNewTab || service.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {service.textId ? t(service.textId) : rowText(service.text)}
          </a>
          {service.category ? <span className="result-meta">{rowText(service.category)}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** Documentation topics found, each opening in a new window; failing on its own, with a retry. */
export function DocumentationList({
  documentation,
  onRetry,
}: {
  documentation: SearchPageDocumentation;
  onRetry: () => void;
}): ReactNode {
  if (documentation.status === 'loading' || documentation.status === 'idle') {
    return <LoadingList label={t('searchPage.documentation.loading')} />;
  }
  if (documentation.status === 'failed') {
    return (
      <SearchAlert
        heading={t('searchPage.documentation.error.heading')}
        text={t('searchPage.documentation.error.text')}
        onRetry={onRetry}
      />
    );
  }
  if (documentation.items.length === 0) {
    return (
      <EmptyState
        heading={t('searchPage.documentation.empty.heading')}
        text={t('searchPage.documentation.empty.text', { text: documentation.text })}
      />
    );
  }
  return (
    <ul className="result-list">
      {documentation.items.map(item => {
        // Only an absolute http(s) address is a link (the highlighted one first): the search service's answer is not
        // trusted. A topic without one shows its name as text, not a link (chosen: the tab's count stays true).
        const href = openableUrl(item.highlights?.url ?? '') ?? openableUrl(item.url);
        const name = rowText(item.display_name);
        return (
          <li key={item.url}>
            {href ? (
              <a href={href} target="_blank" rel="noopener noreferrer" className="external">
                {name}
                <span className="visually-hidden">{` ${t('searchPage.opensNewWindow')}`}</span>
              </a>
            ) : (
              <span>{name}</span>
            )}
            <span className="result-meta">{rowText(item.topic)}</span>
          </li>
        );
      })}
    </ul>
  );
}
