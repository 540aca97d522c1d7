import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { QueryError } from '../../src/domain/search.ts';
import { queryPosition, sampleQueries } from '../../src/domain/search-page.ts';
import { t } from '../../src/i18n/i18n.ts';

/** Props of `AdvancedQuery`. */
export interface AdvancedQueryProps {
  /** The query of the URL; the editor starts from it and follows it (back and forward). */
  query: string;
  /** Why the service refused the query last run, if it did. */
  queryError: QueryError | null;
  running: boolean;
  now: Date;
  onRun: (query: string) => void;
}

/** The line of the query the error points into, split around the character it points at. */
function errorContext(query: string, character: number): { before: string; at: string; after: string } {
  const index = Math.min(character - 1, query.length);
  const start = query.lastIndexOf('\n', index - 1) + 1;
  const end = query.indexOf('\n', index);
  const line = query.slice(start, end === -1 ? undefined : end);
  const column = index - start;
  return { before: line.slice(0, column), at: line.slice(column, column + 1), after: line.slice(column + 1) };
}

function QueryErrorMessage({ id, query, error }: { id: string; query: string; error: QueryError }): ReactNode {
  if (error.character === null) {
    return (
      <div id={id} className="field-error">
        <p>{t('searchPage.advanced.error', { detail: error.detail })}</p>
      </div>
    );
  }
  const { line, column } = queryPosition(query, error.character);
  const context = errorContext(query, error.character);
  return (
    <div id={id} className="field-error">
      <p>{t('searchPage.advanced.errorAt', { line, column, detail: error.detail })}</p>
      <code className="error-context" aria-hidden="true">
        {context.before}
        <mark>{context.at || '\u00a0'}</mark>
        {context.after}
      </code>
    </div>
  );
}

/**
 * Advanced search's query editor: a labelled text area for the structured query language, sample queries to pick,
 * and Run (also Ctrl+Enter). A query the service refuses is explained next to the editor with its line and column,
 * the editor marked invalid and described by the explanation; the text stays as typed.
 */
export function AdvancedQuery({ query, queryError, running, now, onRun }: AdvancedQueryProps): ReactNode {
  const [draft, setDraft] = useState(query);
  const editor = useRef<HTMLTextAreaElement>(null);
  const editorId = useId();
  const hintId = useId();
  const errorId = useId();
  const samplesId = useId();

  // The URL's query wins when it changes (back, forward, a sample picked); typing does not touch the URL.
  useEffect(() => setDraft(query), [query]);

  // Put the caret where the service says the query goes wrong, if the user is still in the editor.
  useEffect(() => {
    const textarea = editor.current;
    if (!textarea || queryError?.character == null) return;
    const root = textarea.getRootNode() as Document | ShadowRoot;
    if (root.activeElement !== textarea) return;
    const index = Math.min(queryError.character - 1, textarea.value.length);
    textarea.setSelectionRange(index, Math.min(index + 1, textarea.value.length));
  }, [queryError]);

  const run = (text: string): void => {
    if (text.trim() !== '') onRun(text);
  };
  const handleSubmit = (event: FormEvent): void => {
    event.preventDefault();
    run(draft);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): void => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      run(draft);
    }
  };

  return (
    <div className="advanced">
      <form className="editor-panel" onSubmit={handleSubmit}>
        <label htmlFor={editorId} className="field-label">
          {t('searchPage.advanced.editor')}
        </label>
        <p id={hintId} className="hint">
          {t('searchPage.advanced.hint')}
        </p>
        <textarea
          id={editorId}
          ref={editor}
          className="query-editor"
          rows={5}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          value={draft}
          aria-invalid={queryError !== null}
          aria-describedby={queryError ? `${errorId} ${hintId}` : hintId}
          onChange={event => setDraft(event.currentTarget.value)}
          onKeyDown={handleKeyDown}
        />
        {queryError ? <QueryErrorMessage id={errorId} query={query} error={queryError} /> : null}
        <div className="actions">
          <button type="submit" className="button button-primary" aria-disabled={running || draft.trim() === ''}>
            {t(running ? 'searchPage.advanced.running' : 'searchPage.advanced.run')}
          </button>
        </div>
      </form>
      <section className="samples" aria-labelledby={samplesId}>
        <h2 id={samplesId}>{t('searchPage.advanced.samples')}</h2>
        <ul>
          {sampleQueries(now).map(sample => (
            <li key={sample.id}>
              <button type="button" className="sample" onClick={() => onRun(sample.query)}>
                <span className="sample-label">{t(sample.label)}</span>
                <code>{sample.query}</code>
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
