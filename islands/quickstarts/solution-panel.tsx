import type { ReactNode } from 'react';
import { QUICKSTART_SOLUTIONS, stackCreatePath, type QuickStartId } from '../../src/domain/quickstarts.ts';
import { t } from '../../src/i18n/i18n.ts';
import { SidePanel } from '../shared/side-panel.tsx';
import { AlwaysFreeBadge, EstimateIcon } from './solution-marks.tsx';
import { deployedResourceLabel, estimateText, solutionDescription, solutionTitle } from './solution-texts.ts';

/** Props of `SolutionPanel`. */
export interface SolutionPanelProps {
  /** The open solution, or null when none is open (the panel is closed). */
  id: QuickStartId | null;
  /** Where focus goes when the panel closes: the solution's tile, or the page heading for one without a tile. */
  returnFocus: () => HTMLElement | null | undefined;
  onClose: () => void;
}

/**
 * One solution's details in the console's side panel (spec 2 §2 `?solution=`): what it sets up, what it deploys, about
 * how long it takes, and Launch, a link to the stack create page with the solution preselected. The panel is modal
 * (the rest of the page is inert while it is open); its close button and Escape ask `onClose`.
 */
export function SolutionPanel({ id, returnFocus, onClose }: SolutionPanelProps): ReactNode {
  // The panel stays mounted while closed, so it can close (and give focus back) as the URL loses the solution.
  const solution = id === null ? null : QUICKSTART_SOLUTIONS[id];
  return (
    <SidePanel
      open={solution !== null}
      heading={solution ? solutionTitle(solution.id) : ''}
      size="small"
      initialFocus="heading"
      returnFocus={returnFocus}
      onClose={onClose}
      testId="quickstart-panel"
      footer={
        solution ? (
          <>
            <a className="button button-primary" href={stackCreatePath(solution.id)}>
              {t('quickstarts.detail.launch')}
            </a>
            <p className="launch-note">{t('quickstarts.detail.launchNote')}</p>
          </>
        ) : null
      }
    >
      {solution ? (
        <div className="solution-detail">
          <p className="solution-description">{solutionDescription(solution.id)}</p>
          <dl className="solution-facts">
            <div>
              <dt>{t('quickstarts.estimate.label')}</dt>
              <dd>
                <EstimateIcon />
                {estimateText(solution)}
              </dd>
            </div>
          </dl>
          {solution.alwaysFreeEligible ? <AlwaysFreeBadge /> : null}
          <h3>{t('quickstarts.detail.deploys')}</h3>
          <ul className="deploys">
            {solution.deploys.map(kind => (
              <li key={kind}>{deployedResourceLabel(kind)}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </SidePanel>
  );
}
