import type { ReactNode } from 'react';
import { Highlight } from '../shared/highlight.tsx';
import type { FlyoutRow, FlyoutSection, FlyoutSectionKey } from './interfaces.ts';

/** The id of a row's option element (aria-activedescendant names it). */
export function optionId(section: FlyoutSectionKey | 'footer', index: number): string {
  return `search-option-${section}-${index}`;
}

interface RowProps {
  row: FlyoutRow;
  id: string;
  active: boolean;
  query: string;
  removable: boolean;
  removeLabel: string;
  removeHintId: string | undefined;
  onChoose: () => void;
  onRemove: () => void;
}

/** A press keeps focus in the text box: the combobox keeps focus while options are chosen. */
function keepFocus(event: { preventDefault: () => void }): void {
  event.preventDefault();
}

export function FlyoutOption(props: RowProps): ReactNode {
  const { row, id, active, query, removable } = props;
  return (
    <li
      role="option"
      id={id}
      className="option"
      aria-selected={active}
      aria-describedby={props.removeHintId}
      onMouseDown={keepFocus}
      onClick={props.onChoose}
    >
      <span className="option-label">
        <Highlight text={row.label} query={query} />
      </span>
      {row.details?.map((detail, index) => (
        <span key={index} className="option-detail">
          {detail}
        </span>
      ))}
      {removable ? (
        // Mouse only: keyboard users press Delete on the active option (removeHint), as the option says.
        <span
          className="option-remove"
          aria-hidden="true"
          title={props.removeLabel}
          onMouseDown={keepFocus}
          onClick={event => {
            event.stopPropagation();
            props.onRemove();
          }}
        >
          <svg viewBox="0 0 16 16" width="12" height="12" focusable="false">
            <path d="M3.5 3.5l9 9m0-9l-9 9" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
          </svg>
        </span>
      ) : null}
    </li>
  );
}

interface SectionProps {
  section: FlyoutSection;
  activeId: string | undefined;
  query: string;
  removeHintId: string;
  removeLabel: (label: string) => string;
  onChoose: (row: FlyoutRow) => void;
  onRemove: (row: FlyoutRow) => void;
}

/** A section: its heading, then a skeleton while loading, a message, or a listbox of its rows. */
export function FlyoutSectionView(props: SectionProps): ReactNode {
  const { section } = props;
  const headingId = `search-heading-${section.key}`;
  let body: ReactNode;
  if (section.loading) {
    body = (
      <div className="skeletons" aria-hidden="true" data-testid={`search-skeleton-${section.key}`}>
        <span className="skeleton" />
        <span className="skeleton" />
        <span className="skeleton" />
      </div>
    );
  } else if (section.message) {
    body = <p className={`message ${section.message.tone}`}>{section.message.text}</p>;
  } else {
    body = (
      <ul role="listbox" id={`search-list-${section.key}`} aria-labelledby={headingId} className="options">
        {section.rows.map((row, index) => {
          const id = optionId(section.key, index);
          return (
            <FlyoutOption
              key={row.key}
              row={row}
              id={id}
              active={props.activeId === id}
              query={props.query}
              removable={section.removable === true}
              removeLabel={props.removeLabel(row.label)}
              removeHintId={section.removable ? props.removeHintId : undefined}
              onChoose={() => props.onChoose(row)}
              onRemove={() => props.onRemove(row)}
            />
          );
        })}
      </ul>
    );
  }
  return (
    <div className={`section section-${section.key}`} data-testid={`search-section-${section.key}`}>
      <div className="section-heading" id={headingId}>
        {section.heading}
      </div>
      {body}
    </div>
  );
}
