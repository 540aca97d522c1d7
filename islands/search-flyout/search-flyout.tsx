import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { clampActive, moveActive, type FlyoutPosition } from './flyout-keys.ts';
import { FlyoutOption, FlyoutSectionView, optionId } from './flyout-section.tsx';
import type { FlyoutRow, FlyoutSectionKey, SearchFlyoutProps } from './interfaces.ts';

const FLYOUT_ID = 'search-flyout';
const REMOVE_HINT_ID = 'search-remove-hint';

/** One option as the keyboard sees it: where it is and what it is. */
interface NavigableOption {
  id: string;
  row: FlyoutRow;
  section: FlyoutSectionKey | 'footer';
  removable: boolean;
}

/** The options of each column, top to bottom, with the footer's at the end of every column. */
function navigableColumns(props: SearchFlyoutProps): NavigableOption[][] {
  const footer = props.footer.map((row, index) => ({
    id: optionId('footer', index),
    row,
    section: 'footer' as const,
    removable: false,
  }));
  return props.columns.map(column => [
    ...column.flatMap(section =>
      section.loading || section.message
        ? []
        : section.rows.map((row, index) => ({
            id: optionId(section.key, index),
            row,
            section: section.key,
            removable: section.removable === true,
          }))
    ),
    ...footer,
  ]);
}

function SearchIcon(): ReactNode {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z"
      />
    </svg>
  );
}

/**
 * The header's search box and its flyout (WAI-ARIA combobox pattern): the text box keeps focus, Up and Down move
 * through a column's options, Left and Right between columns, Enter chooses (or searches for the text), Escape
 * closes the flyout and keeps the text, Tab leaves. Presentational: sections come in, choices go out.
 */
export function SearchFlyout(props: SearchFlyoutProps): ReactNode {
  const { text, texts } = props;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<FlyoutPosition | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const columns = navigableColumns(props);
  const lengths = columns.map(column => column.length);
  const current = open ? clampActive(lengths, active) : null;
  const activeOption = current ? columns[current.column]?.[current.row] : undefined;

  useEffect(() => {
    if (!activeOption) return;
    const root = rootRef.current?.getRootNode() as Document | ShadowRoot | undefined;
    root?.getElementById(activeOption.id)?.scrollIntoView({ block: 'nearest' });
  }, [activeOption?.id]);

  const close = () => {
    setOpen(false);
    setActive(null);
  };

  const choose = (option: { row: FlyoutRow; section: FlyoutSectionKey | 'footer' }) => {
    if (option.row.action.kind !== 'recent') close();
    else setActive(null);
    props.onChoose(option.row, option.section);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'Enter': {
        event.preventDefault();
        if (activeOption) choose(activeOption);
        else if (text.trim() !== '') {
          close();
          props.onSubmit(text.trim());
        }
        return;
      }
      case 'Escape':
        // Handled here (the header leaves an expanded box open); with the flyout closed, Escape goes on.
        if (!open) return;
        event.preventDefault();
        close();
        return;
      case 'Tab':
        close();
        return;
      case 'Delete':
        if (activeOption?.removable) {
          event.preventDefault();
          props.onRemove(activeOption.row);
        }
        return;
    }
    if (!open && event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      return;
    }
    if (!open) return;
    const move = moveActive(lengths, current, event.key, props.rtl);
    if (move === undefined) return;
    event.preventDefault();
    setActive(move);
  };

  const empty = props.columns.every(column => column.length === 0);
  return (
    <div className="search" ref={rootRef}>
      <form
        className="box"
        role="search"
        aria-label={texts.landmark}
        onSubmit={event => {
          event.preventDefault();
        }}
      >
        <SearchIcon />
        <input
          className="input"
          type="search"
          role="combobox"
          aria-label={texts.label}
          placeholder={texts.label}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={FLYOUT_ID}
          aria-activedescendant={activeOption?.id}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
          value={text}
          onChange={event => {
            setOpen(true);
            setActive(null);
            props.onText(event.target.value);
          }}
          onFocus={() => setOpen(true)}
          onBlur={close}
          onKeyDown={handleKeyDown}
        />
      </form>
      <div id={FLYOUT_ID} className="flyout" hidden={!open} data-testid="search-flyout">
        {empty && props.hint ? <p className="hint">{props.hint}</p> : null}
        <div className="columns">
          {props.columns.map((column, index) =>
            column.length === 0 ? null : (
              <div className="column" key={index}>
                {column.map(section => (
                  <FlyoutSectionView
                    key={section.key}
                    section={section}
                    activeId={activeOption?.id}
                    query={text}
                    removeHintId={REMOVE_HINT_ID}
                    removeLabel={texts.remove}
                    onChoose={row => choose({ row, section: section.key })}
                    onRemove={props.onRemove}
                  />
                ))}
              </div>
            )
          )}
        </div>
        {props.footer.length > 0 ? (
          <ul role="listbox" className="footer options" aria-label={texts.footer}>
            {props.footer.map((row, index) => {
              const id = optionId('footer', index);
              return (
                <FlyoutOption
                  key={row.key}
                  row={row}
                  id={id}
                  active={activeOption?.id === id}
                  query=""
                  removable={false}
                  removeLabel=""
                  removeHintId={undefined}
                  onChoose={() => choose({ row, section: 'footer' })}
                  onRemove={() => undefined}
                />
              );
            })}
          </ul>
        ) : null}
        <span id={REMOVE_HINT_ID} hidden>
          {texts.removeHint}
        </span>
      </div>
      <div role="status" className="visually-hidden">
        {open ? props.status : ''}
      </div>
    </div>
  );
}
