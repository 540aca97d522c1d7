import { useRef, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { resolveHomeTab, visibleHomeTabs, type HomeTab } from '../../src/domain/home-tabs.ts';
import { activeLocale, catalogIntlTag, onLocaleChange, t } from '../../src/i18n/i18n.ts';
import { homeTabPath } from '../../src/router/route-table.ts';
import { tabKeyTarget } from '../../src/domain/tablist-keys.ts';
import { InfrastructurePanel } from './infrastructure.tsx';
import type { HomeProps } from './interfaces.ts';

const TITLE_ID = 'home-title';

function EmptyState({ heading, text }: { heading: string; text: string }): ReactNode {
  return (
    <div className="empty-state">
      <h2>{heading}</h2>
      <p>{text}</p>
    </div>
  );
}

function TabPanelContent({ tab, ...props }: HomeProps & { tab: HomeTab }): ReactNode {
  if (tab === 'dashboard') {
    return (
      props.widgets?.dashboard ?? (
        <EmptyState heading={t('home.dashboard.empty.heading')} text={t('home.dashboard.empty.text')} />
      )
    );
  }
  if (tab === 'applications') {
    return (
      props.widgets?.applications ?? (
        <EmptyState heading={t('home.applications.empty.heading')} text={t('home.applications.empty.text')} />
      )
    );
  }
  return <InfrastructurePanel {...props} />;
}

/** The Home page: Applications (SaaS scope only), Infrastructure and Dashboard tabs (spec 1 §2, §4). */
export function Home(props: HomeProps): ReactNode {
  const { tab, saasScope = false, locale, navigate } = props;
  // Re-render when the catalog changes even if the shell has not passed the new locale yet; `lang` names the
  // language the texts are actually in.
  const catalogLocale = useSyncExternalStore(onLocaleChange, activeLocale);
  const tabs = visibleHomeTabs(saasScope);
  const selected = resolveHomeTab(tab, saasScope);
  const tabElements = useRef(new Map<HomeTab, HTMLButtonElement>());

  const select = (next: HomeTab): void => {
    if (next === selected) return;
    const path = homeTabPath(next, saasScope);
    if (navigate) navigate(path);
    else window.location.assign(path);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number): void => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const target = tabs[tabKeyTarget(event.key, index, tabs.length, rtl) ?? -1];
    if (!target) return;
    event.preventDefault();
    tabElements.current.get(target.tabId)?.focus();
    select(target.tabId);
  };

  return (
    <div className="home" lang={catalogLocale || locale ? catalogIntlTag(catalogLocale ?? locale ?? '') : undefined}>
      <h1 id={TITLE_ID} className="visually-hidden">
        {t('home.title')}
      </h1>
      <div className="tablist" role="tablist" aria-labelledby={TITLE_ID}>
        {tabs.map((definition, index) => {
          const isSelected = definition.tabId === selected;
          return (
            <button
              key={definition.tabId}
              ref={element => {
                if (element) tabElements.current.set(definition.tabId, element);
                else tabElements.current.delete(definition.tabId);
              }}
              type="button"
              role="tab"
              className="tab"
              id={definition.id}
              data-testid={definition.testId}
              aria-selected={isSelected}
              aria-controls={`${definition.id}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(definition.tabId)}
              onKeyDown={event => handleKeyDown(event, index)}
            >
              {t(definition.label)}
            </button>
          );
        })}
      </div>
      {tabs.map(definition => (
        <div
          key={definition.tabId}
          className="panel"
          role="tabpanel"
          id={`${definition.id}-panel`}
          aria-labelledby={definition.id}
          hidden={definition.tabId !== selected}
          tabIndex={0}
        >
          {definition.tabId === selected ? <TabPanelContent {...props} tab={definition.tabId} /> : null}
        </div>
      ))}
    </div>
  );
}
