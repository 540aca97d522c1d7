import { useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { exploreEntryAction } from '../../../src/domain/start-exploring.ts';
import { tabKeyTarget } from '../../../src/domain/tablist-keys.ts';
import { t } from '../../../src/i18n/i18n.ts';
import type { ExploreEntry } from '../../../src/services/start-exploring.ts';
import type { StartExploringProps } from './interfaces.ts';

/** The id of the widget's heading; its tablist is named by it. */
const HEADING_ID = 'home-explore-heading';
const PANEL_ID = 'home-explore-panel';
/** Cards the loading state shows. */
const SKELETON_CARDS = 3;
const tabId = (categoryId: string) => `home-explore-tab-${categoryId}`;

/** The "opens in a new window" mark after an entry's title. */
function NewWindowIcon(): ReactNode {
  return (
    <svg className="explore-new-window" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
      <path d="M9 2h5v5M14 2 7 9M12 9v4a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h4" />
    </svg>
  );
}

/**
 * The widget's frame: a labelled section with the heading and a body that every state fills (explore.css gives the
 * section the placeholder's height), `busy` while it loads.
 */
function ExploreFrame({ busy = false, children }: { busy?: boolean; children: ReactNode }): ReactNode {
  return (
    <section className="explore" aria-labelledby={HEADING_ID} aria-busy={busy} data-testid="home-explore">
      <h3 id={HEADING_ID}>{t('homeExplore.heading')}</h3>
      <div className="explore-body">{children}</div>
    </section>
  );
}

/** The loading state: tab and card skeletons as high as the loaded ones, and a loading message for screen readers. */
function ExploreSkeleton(): ReactNode {
  return (
    <ExploreFrame busy>
      <div className="explore-tabs explore-tabs-skeleton" aria-hidden="true">
        {[0, 1, 2, 3].map(index => (
          <span key={index} className="explore-skeleton explore-skeleton-tab" />
        ))}
      </div>
      <ul className="explore-cards" aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index} className="explore-card explore-card-skeleton">
            <span className="explore-skeleton explore-skeleton-badge" />
            <span className="explore-skeleton explore-skeleton-title" />
            <span className="explore-skeleton" />
            <span className="explore-skeleton explore-skeleton-short" />
          </li>
        ))}
      </ul>
      <p className="visually-hidden">{t('homeExplore.loading')}</p>
    </ExploreFrame>
  );
}

interface EntryCardProps {
  entry: ExploreEntry;
  alwaysFreeBadge: boolean;
  onOpen: (entry: ExploreEntry) => void;
}

/**
 * One entry: its content type, its title (the card's one focusable element, stretched over the card), the abstract and
 * its marks. A page opens in a new window through `onOpen` (which reports a blocked pop-up); a click with a modifier
 * key is left to the browser. The console tour entry is a button: it starts the tour rather than leading somewhere.
 */
function EntryCard({ entry, alwaysFreeBadge, onOpen }: EntryCardProps): ReactNode {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(entry);
  };
  const badge = alwaysFreeBadge && entry.alwaysFreeEligible;
  const split = entry.title.lastIndexOf(' ') + 1;
  const [head, tail] = [entry.title.slice(0, split), entry.title.slice(split)];
  return (
    <li className="explore-card" data-testid={`home-explore-entry-${entry.id}`}>
      <span className={`explore-type explore-type-${entry.contentType}`}>
        {t(`homeExplore.type.${entry.contentType}`)}
      </span>
      <h4 className="explore-title">
        {exploreEntryAction(entry) === 'start-tour' ? (
          <button type="button" className="explore-link" onClick={() => onOpen(entry)}>
            {entry.title}
          </button>
        ) : (
          <a className="explore-link" href={entry.url} target="_blank" rel="noopener noreferrer" onClick={handleClick}>
            {head}
            {/* The mark never goes to a line of its own: it stays with the title's last word. */}
            <span className="explore-nowrap">
              {tail}
              <NewWindowIcon />
            </span>
            <span className="visually-hidden">{t('homeExplore.newWindow')}</span>
          </a>
        )}
      </h4>
      <p className="explore-abstract">{entry.abstract}</p>
      {entry.featured || badge ? (
        <p className="explore-marks">
          {entry.featured ? <span className="explore-featured">{t('homeExplore.featured')}</span> : null}
          {badge ? <span className="always-free-badge">{t('home.quickAction.alwaysFree')}</span> : null}
        </p>
      ) : null}
    </li>
  );
}

/**
 * Home's Start exploring widget (spec 2 §2): the visible categories as WAI-ARIA tabs (arrows in the reading direction,
 * Home and End move and select; the selection stays when the feed changes language), the active category's entries
 * as cards; a skeleton while the feed loads, a message with Try again when it failed, a message when nothing is left
 * to show.
 */
export function StartExploring({
  status,
  categories,
  alwaysFreeBadge,
  onOpen,
  onRetry,
}: StartExploringProps): ReactNode {
  const [selectedId, setSelectedId] = useState<string>();
  const tabs = useRef(new Map<string, HTMLButtonElement>());

  if (status === 'failed') {
    return (
      <ExploreFrame>
        <div className="explore-message" role="alert">
          <p>{t('homeExplore.error')}</p>
          <button type="button" className="explore-retry" onClick={onRetry}>
            {t('homeExplore.retry')}
          </button>
        </div>
      </ExploreFrame>
    );
  }
  if (categories.length === 0) {
    if (status !== 'ready') return <ExploreSkeleton />;
    return (
      <ExploreFrame>
        <p className="explore-message">{t('homeExplore.empty')}</p>
      </ExploreFrame>
    );
  }

  const selected = categories.find(category => category.id === selectedId) ?? categories[0];
  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number): void => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const target = categories[tabKeyTarget(event.key, index, categories.length, rtl) ?? -1];
    if (!target) return;
    event.preventDefault();
    setSelectedId(target.id);
    tabs.current.get(target.id)?.focus();
  };

  return (
    <ExploreFrame busy={status === 'loading'}>
      <div className="tablist explore-tabs" role="tablist" aria-labelledby={HEADING_ID}>
        {categories.map((category, index) => {
          const isSelected = category.id === selected?.id;
          return (
            <button
              key={category.id}
              ref={element => {
                if (element) tabs.current.set(category.id, element);
                else tabs.current.delete(category.id);
              }}
              type="button"
              role="tab"
              className="tab"
              id={tabId(category.id)}
              aria-selected={isSelected}
              aria-controls={PANEL_ID}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelectedId(category.id)}
              onKeyDown={event => handleKeyDown(event, index)}
            >
              {category.title}
            </button>
          );
        })}
      </div>
      {selected ? (
        <div className="explore-panel" role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(selected.id)}>
          <ul className="explore-cards">
            {selected.entries.map(entry => (
              <EntryCard key={entry.id} entry={entry} alwaysFreeBadge={alwaysFreeBadge} onOpen={onOpen} />
            ))}
          </ul>
        </div>
      ) : null}
    </ExploreFrame>
  );
}
