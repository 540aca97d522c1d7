import { useEffect } from 'react';

/**
 * Keeps the document's title while an island's page is shown, and gives the previous one back when it goes. An empty
 * title (texts not loaded yet) leaves the current one.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    return () => {
      document.title = previous;
    };
  }, []);
  useEffect(() => {
    if (title !== '') document.title = title;
  }, [title]);
}
