import { useStore } from '@nanostores/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { quickStartsPath, readSolutionParam, type SolutionParam } from '../../src/domain/quickstarts.ts';
import { regionFriendlyName } from '../../src/domain/regions.ts';
import { t } from '../../src/i18n/i18n.ts';
import { $activeRegion } from '../../stores/active-region.ts';
import { $localeTag } from '../../stores/locale.ts';
import { $pluginPrefixes } from '../../stores/plugins.ts';
import { $timeZone } from '../../stores/time-zone.ts';
import { $launchedQuickStarts, loadLaunchedQuickStarts } from '../../stores/quickstarts.ts';
import { $location, $route, navigate } from '../../stores/route.ts';
import { useDocumentTitle } from '../shared/document-title.ts';
import type { QuickStartsView } from './interfaces.ts';
import { QuickStarts } from './quickstarts.tsx';
import { solutionTitle } from './solution-texts.ts';

/** The browser tab's title for a view of the page. */
function documentTitle(view: QuickStartsView, solution: SolutionParam): string {
  if (view === 'manage') return t('quickstarts.documentTitle.manage');
  if (solution.kind === 'open') return t('quickstarts.documentTitle.solution', { title: solutionTitle(solution.id) });
  return t('quickstarts.documentTitle.list');
}

/**
 * The quick starts page connected to the console's stores. The route says the view (list or manage) and the URL the
 * open solution, so back, forward and reload show the same; the manage view asks for the launched quick starts of
 * the active region (again when the region changes).
 */
export function QuickStartsIsland(): ReactNode {
  const route = useStore($route);
  const location = useStore($location);
  const view: QuickStartsView = route?.kind === 'quickstarts' ? route.view : 'list';
  const solution = useMemo(() => readSolutionParam(location.search), [location.search]);
  const region = useStore($activeRegion);
  const localeTag = useStore($localeTag);
  const timeZone = useStore($timeZone);
  const pluginPrefixes = useStore($pluginPrefixes);
  const launched = useStore($launchedQuickStarts);

  useEffect(() => {
    if (view === 'manage') void loadLaunchedQuickStarts();
  }, [view, region]);
  useDocumentTitle(documentTitle(view, solution));

  return (
    <QuickStarts
      view={view}
      solution={view === 'list' ? solution : { kind: 'none' }}
      launched={launched}
      regionName={regionFriendlyName(region)}
      localeTag={localeTag}
      timeZone={timeZone}
      pluginPrefixes={pluginPrefixes}
      onCloseSolution={() => navigate(quickStartsPath())}
      onRefresh={() => void loadLaunchedQuickStarts({ force: true })}
    />
  );
}
