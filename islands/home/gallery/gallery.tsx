import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import {
  contentTypeBadge,
  GALLERY_NOT_FOUND_PATH,
  GALLERY_TILES_PER_CATEGORY,
  GALLERY_WIDE_MIN_WIDTH_PX,
  galleryKeyTarget,
  resolveTile,
  tileParam,
  tilePath,
  type GalleryCategory,
  type GalleryTopic,
} from '../../../src/domain/gallery.ts';
import { t } from '../../../src/i18n/i18n.ts';
import { GalleryFlyout } from './gallery-flyout.tsx';
import type { GalleryProps } from './interfaces.ts';

const HEADING_ID = 'home-gallery-heading';
const WIDE_QUERY = `(min-width: ${GALLERY_WIDE_MIN_WIDTH_PX}px)`;

function subscribeWide(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Wide layout (1280 px and up): the category list stands vertically beside the tiles; below, it is a row above. */
function useWide(): boolean {
  return useSyncExternalStore(subscribeWide, () => window.matchMedia(WIDE_QUERY).matches);
}

/** The id of a tab, its panel and a tile; ids come from the feed, so they are made safe for an id attribute. */
function domId(kind: 'tab' | 'panel', id: string): string {
  return `home-gallery-${kind}-${id.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

/** Moves focus by the gallery's key rule among `elements`; the index it moved to, or null for other keys. */
function moveFocus(event: KeyboardEvent<HTMLElement>, elements: readonly (HTMLElement | undefined)[]): number | null {
  const index = elements.indexOf(event.currentTarget);
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  const target = galleryKeyTarget(event.key, index, elements.length, rtl);
  if (target === undefined || event.altKey || event.ctrlKey || event.metaKey) return null;
  event.preventDefault();
  elements[target]?.focus();
  return target;
}

function Badges({ topic, alwaysFree }: { topic: GalleryTopic; alwaysFree: boolean }): ReactNode {
  const type = contentTypeBadge(topic);
  const badges = [
    type ? (
      <span key="type" className="gallery-badge">
        {t(`homeGallery.contentType.${type}`)}
      </span>
    ) : null,
    topic.preview.featured ? (
      <span key="featured" className="gallery-badge gallery-badge-featured">
        {t('homeGallery.featured')}
      </span>
    ) : null,
    alwaysFree ? (
      <span key="free" className="gallery-badge gallery-badge-free">
        {t('homeGallery.alwaysFree')}
      </span>
    ) : null,
  ].filter(Boolean);
  return badges.length > 0 ? <p className="gallery-badges">{badges}</p> : null;
}

/** The skeleton while the feed loads: the layout of a loaded gallery, announced as loading. */
function Skeleton(): ReactNode {
  return (
    <div className="gallery-body" aria-hidden="true">
      <div className="gallery-tabs">
        {[0, 1, 2, 3].map(index => (
          <span key={index} className="gallery-skeleton gallery-skeleton-tab" />
        ))}
      </div>
      <div className="gallery-tiles">
        {Array.from({ length: GALLERY_TILES_PER_CATEGORY }, (_, index) => (
          <span key={index} className="gallery-skeleton gallery-skeleton-tile" />
        ))}
      </div>
    </div>
  );
}

function Message(props: { title: string; text: string; action?: ReactNode; alert?: boolean }): ReactNode {
  const { title, text, action, alert = false } = props;
  return (
    <div className="gallery-message" role={alert ? 'alert' : undefined}>
      <p className="gallery-message-title">{title}</p>
      <p>{text}</p>
      {action}
    </div>
  );
}

/**
 * The Home gallery (spec 2 §2): category tabs (WAI-ARIA tabs, vertical beside the tiles when wide, a row above them
 * when narrow) and up to four tiles of the active category. A tile links to `?tile={id}`, which opens its page in the
 * flyout, or to its click action's console path; the URL's tile is resolved once the gallery is known: an unknown or
 * hidden id goes to /NotFound, a click-action tile runs its action. Arrows, Home and End move within the tabs and
 * within the tiles, Tab between them. Skeleton, empty and error states keep the gallery's room.
 */
export function Gallery(props: GalleryProps): ReactNode {
  const { status, categories, alwaysFree, pathname, search, navigate, onRetry } = props;
  const consoleOrigin = props.consoleOrigin ?? window.location.origin;
  const wide = useWide();
  const [chosen, setChosen] = useState<string | null>(null);
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  const tiles = useRef(new Map<string, HTMLAnchorElement>());

  const requested = tileParam(search);
  const request = status === 'ready' ? resolveTile(requested, categories) : ({ kind: 'none' } as const);
  const openTopic = request.kind === 'open' ? request.topic : null;
  // The last open tile stays in the panel while it closes.
  const [shownTopic, setShownTopic] = useState<GalleryTopic | null>(null);
  if (openTopic && openTopic !== shownTopic) setShownTopic(openTopic);

  const requestKey = `${request.kind}:${requested ?? ''}`;
  // A tile opened by the URL (a deep link, Back or Forward) shows its category, in the same render as its flyout.
  const [seenKey, setSeenKey] = useState('');
  if (requestKey !== seenKey) {
    setSeenKey(requestKey);
    if (request.kind === 'open') setChosen(request.categoryId);
  }
  useEffect(() => {
    // Replacing the entry: Back from /NotFound or from the action's page must not land on the same redirect again.
    if (request.kind === 'unknown') navigate(GALLERY_NOT_FOUND_PATH, { replace: true });
    else if (request.kind === 'action') navigate(request.path, { replace: true });
    // The key says all the effect reads: the request's kind and the tile it names.
  }, [requestKey]);

  const active: GalleryCategory | undefined = categories.find(category => category.id === chosen) ?? categories[0];

  const selectTab = (category: GalleryCategory): void => setChosen(category.id);

  const handleTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>): void => {
    const target = moveFocus(
      event,
      categories.map(category => tabs.current.get(category.id))
    );
    const category = target === null ? undefined : categories[target];
    if (category) selectTab(category);
  };

  const handleTileKeyDown = (event: KeyboardEvent<HTMLAnchorElement>): void => {
    moveFocus(
      event,
      (active?.items ?? []).map(topic => tiles.current.get(topic.preview.id))
    );
  };

  const close = (): void => navigate(tilePath(pathname, search, null));

  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <>
        <span className="visually-hidden" role="status">
          {t('homeGallery.loading')}
        </span>
        <Skeleton />
      </>
    );
  } else if (status === 'failed') {
    body = (
      <Message
        alert
        title={t('homeGallery.error.title')}
        text={t('homeGallery.error.text')}
        action={
          onRetry ? (
            <button type="button" className="gallery-retry" onClick={onRetry}>
              {t('homeGallery.retry')}
            </button>
          ) : undefined
        }
      />
    );
  } else if (!active) {
    body = <Message title={t('homeGallery.empty.title')} text={t('homeGallery.empty.text')} />;
  } else {
    body = (
      <div className="gallery-body">
        <div
          className="gallery-tabs"
          role="tablist"
          aria-labelledby={HEADING_ID}
          aria-orientation={wide ? 'vertical' : 'horizontal'}
        >
          {categories.map(category => {
            const selected = category.id === active.id;
            return (
              <button
                key={category.id}
                ref={element => {
                  if (element) tabs.current.set(category.id, element);
                  else tabs.current.delete(category.id);
                }}
                type="button"
                role="tab"
                className="gallery-tab"
                id={domId('tab', category.id)}
                aria-selected={selected}
                aria-controls={domId('panel', category.id)}
                tabIndex={selected ? 0 : -1}
                onClick={() => selectTab(category)}
                onKeyDown={handleTabKeyDown}
              >
                {category.title}
              </button>
            );
          })}
        </div>
        {categories.map(category => (
          <div
            key={category.id}
            role="tabpanel"
            id={domId('panel', category.id)}
            aria-labelledby={domId('tab', category.id)}
            hidden={category.id !== active.id}
          >
            {category.id === active.id ? (
              <ul className="gallery-tiles">
                {category.items.map(topic => {
                  const id = topic.preview.id;
                  const href = topic.content.onClick ? topic.content.onClick.navigate : tilePath(pathname, search, id);
                  return (
                    <li key={id} className="gallery-tile" data-testid={`home-gallery-tile-${id}`}>
                      {topic.preview.media ? (
                        <img className="gallery-media" src={topic.preview.media.src} alt="" loading="lazy" />
                      ) : (
                        <span className="gallery-media" />
                      )}
                      <div className="gallery-tile-body">
                        <h4 className="gallery-tile-title">
                          <a
                            ref={element => {
                              if (element) tiles.current.set(id, element);
                              else tiles.current.delete(id);
                            }}
                            href={href}
                            onKeyDown={handleTileKeyDown}
                          >
                            {topic.preview.title}
                          </a>
                        </h4>
                        <p className="gallery-abstract">{topic.preview.abstract}</p>
                        <Badges topic={topic} alwaysFree={alwaysFree?.has(id) === true} />
                      </div>
                    </li>
                  );
                })}
              </ul>
            ) : null}
          </div>
        ))}
      </div>
    );
  }

  return (
    <section className="gallery" aria-labelledby={HEADING_ID} aria-busy={status === 'loading'}>
      <h3 id={HEADING_ID} className="gallery-heading">
        {t('homeGallery.heading')}
      </h3>
      {body}
      <GalleryFlyout
        topic={shownTopic}
        open={openTopic !== null}
        consoleOrigin={consoleOrigin}
        onClose={close}
        returnFocus={() => (shownTopic ? tiles.current.get(shownTopic.preview.id) : undefined)}
      />
    </section>
  );
}
