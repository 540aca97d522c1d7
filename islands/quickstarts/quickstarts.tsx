import { useSyncExternalStore, type ReactNode } from 'react';
import { activeLocale, catalogIntlTag, onLocaleChange } from '../../src/i18n/i18n.ts';
import type { QuickStartsProps } from './interfaces.ts';
import { LaunchedQuickStarts } from './launched-quickstarts.tsx';
import { SolutionList } from './solution-list.tsx';

/**
 * The quick starts page (spec 2 §2 "Quick starts", spec 1 §2 `/resourcemanager/quickstarts`): the solutions as six
 * tiles with the open one's details, or (`view` manage) the quick starts launched in the active region.
 */
export function QuickStarts(props: QuickStartsProps): ReactNode {
  // Re-render when the catalog changes; `lang` names the language the texts are actually in.
  const catalogLocale = useSyncExternalStore(onLocaleChange, activeLocale);
  return (
    <div className="quickstarts" lang={catalogIntlTag(catalogLocale ?? props.localeTag)}>
      {props.view === 'manage' ? (
        <LaunchedQuickStarts {...props} />
      ) : (
        <SolutionList solution={props.solution} onCloseSolution={props.onCloseSolution} />
      )}
    </div>
  );
}
