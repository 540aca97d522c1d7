import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { tabKeyTarget } from '../../src/domain/tablist-keys.ts';
import type { SearchCategory } from '../../src/domain/search-page.ts';

/** One tab of the results: its label and how many results it has (null while they are not known). */
export interface ResultTab {
  id: SearchCategory;
  label: string;
  count: string | null;
}

/** Props of `ResultTabs`. */
export interface ResultTabsProps {
  tabs: readonly ResultTab[];
  selected: SearchCategory;
  /** Names the tablist. */
  label: string;
  onSelect: (tab: SearchCategory) => void;
  /** The selected tab's panel content. */
  children: ReactNode;
}

const tabId = (tab: SearchCategory) => `search-tab-${tab}`;

/**
 * The result categories as WAI-ARIA tabs: arrows move between them (following the reading direction), Home and End
 * jump to the ends, and moving selects, so the URL follows. Only the selected tab's panel has content.
 */
export function ResultTabs({ tabs, selected, label, onSelect, children }: ResultTabsProps): ReactNode {
  const buttons = useRef(new Map<SearchCategory, HTMLButtonElement>());

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number): void => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const target = tabs[tabKeyTarget(event.key, index, tabs.length, rtl) ?? -1];
    if (!target) return;
    event.preventDefault();
    buttons.current.get(target.id)?.focus();
    if (target.id !== selected) onSelect(target.id);
  };

  return (
    <div className="results">
      <div className="tablist" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={element => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              className="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={`${tabId(tab.id)}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => {
                if (!isSelected) onSelect(tab.id);
              }}
              onKeyDown={event => handleKeyDown(event, index)}
            >
              {tab.label}
              {tab.count === null ? null : <span className="count">{` (${tab.count})`}</span>}
            </button>
          );
        })}
      </div>
      {tabs.map(tab => (
        <div
          key={tab.id}
          className="panel"
          role="tabpanel"
          id={`${tabId(tab.id)}-panel`}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selected}
          tabIndex={0}
        >
          {tab.id === selected ? children : null}
        </div>
      ))}
    </div>
  );
}
