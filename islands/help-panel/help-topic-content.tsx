import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { t } from '../../src/i18n/i18n.ts';
import { handleHelpTabsClick, handleHelpTabsKeyDown, helpDocument } from '../../src/security/help-document.ts';
import { CANONICAL_DOCS_ROOT } from '../../stores/contextual-help.ts';
import type { HelpTopicContentProps } from './interfaces.ts';

/**
 * A documentation page in the help panel. The markup never reaches an HTML sink: `helpDocument` has DOMPurify parse
 * and clean it into a fragment (src/security/), which is transformed as DOM and appended here. Every link opens in a new
 * window through `onOpenLink` (the popup-blocked path); the page's tabs are switched by click and arrow keys.
 */
export function HelpTopicContent({ markup, url, docsRoot, onOpenLink }: HelpTopicContentProps): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  const idPrefix = `help${useId().replace(/[^a-zA-Z0-9]/g, '')}`;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const document = helpDocument(markup, {
      pageUrl: url,
      canonicalDocsRoot: CANONICAL_DOCS_ROOT,
      docsRoot,
      idPrefix,
      labels: {
        newWindow: t('help.newWindow'),
        table: t('help.table'),
        tabs: t('help.tabs'),
        alerts: {
          info: t('help.alert.info'),
          warning: t('help.alert.warning'),
          danger: t('help.alert.danger'),
          success: t('help.alert.success'),
        },
      },
    });
    element.replaceChildren(document.content);
  }, [markup, url, docsRoot, idPrefix]);

  const handleClick = (event: MouseEvent<HTMLDivElement>): void => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-help-link]');
    if (link) {
      event.preventDefault();
      onOpenLink(link.href);
      return;
    }
    handleHelpTabsClick(event.nativeEvent);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => handleHelpTabsKeyDown(event.nativeEvent);

  // The page's own elements (links, tabs, details) are the controls: the container only delegates their events.
  return <div ref={container} className="help-document" onClick={handleClick} onKeyDown={handleKeyDown} />;
}
