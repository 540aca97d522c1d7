import type { ReactNode } from 'react';
import { highlightParts } from './highlight-parts.ts';

/** A label with the words of `query` marked (`<mark>`), built as elements: the label is never parsed as HTML. */
export function Highlight({ text, query }: { text: string; query: string }): ReactNode {
  return highlightParts(text, query).map((part, index) =>
    part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>
  );
}
