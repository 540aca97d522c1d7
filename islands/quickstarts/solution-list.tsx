import { useId, useRef, type ReactNode } from 'react';
import {
  QUICKSTART_SOLUTIONS,
  QUICKSTARTS_MANAGE_PATH,
  quickStartsPath,
  SHOWN_QUICKSTARTS,
  type QuickStartId,
  type SolutionParam,
} from '../../src/domain/quickstarts.ts';
import { formatList, t } from '../../src/i18n/i18n.ts';
import { AlwaysFreeBadge, EstimateIcon } from './solution-marks.tsx';
import { SolutionPanel } from './solution-panel.tsx';
import { estimateText, solutionSummary, solutionTitle } from './solution-texts.ts';

/** Props of `SolutionList`. */
export interface SolutionListProps {
  solution: SolutionParam;
  onCloseSolution: () => void;
}

/** Why `?solution=` opened nothing, said plainly, with the list below to choose from. */
function RefusedMessage({ solution }: { solution: Extract<SolutionParam, { kind: 'refused' }> }): ReactNode {
  const text =
    solution.reason === 'unknown'
      ? t('quickstarts.refused.unknown', { id: solution.values[0] ?? '' })
      : solution.reason === 'empty'
        ? t('quickstarts.refused.empty')
        : t('quickstarts.refused.repeated', { ids: formatList(solution.values.map(value => `“${value}”`)) });
  return (
    <div className="alert alert-warning" role="alert">
      <svg className="alert-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M8 1.5 15 14H1Z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
        <path d="M8 6v3.5M8 11.5v.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
      <div>
        <strong className="alert-heading">{t('quickstarts.refused.heading')}</strong>
        <p>{text}</p>
      </div>
    </div>
  );
}

/** One solution's tile: its name is a link to its details (the whole tile answers a click), a summary, its marks. */
function Tile({
  id,
  open,
  linkRef,
}: {
  id: QuickStartId;
  open: boolean;
  linkRef: (element: HTMLAnchorElement | null) => void;
}): ReactNode {
  const solution = QUICKSTART_SOLUTIONS[id];
  const summaryId = useId();
  return (
    <li className={open ? 'tile tile-open' : 'tile'}>
      <svg className="tile-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 3 21 7.5 12 12 3 7.5Z" fill="currentColor" opacity="0.35" />
        <path d="M3 12l9 4.5 9-4.5M3 16.5 12 21l9-4.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
      <h3 className="tile-title">
        <a
          ref={linkRef}
          className="tile-link"
          href={quickStartsPath(id)}
          aria-describedby={summaryId}
          aria-current={open ? 'true' : undefined}
        >
          {solutionTitle(id)}
        </a>
      </h3>
      <p className="tile-summary" id={summaryId}>
        {solutionSummary(id)}
      </p>
      <div className="tile-footer">
        <span className="estimate">
          <EstimateIcon />
          <span className="visually-hidden">{t('quickstarts.estimate.label')}: </span>
          {estimateText(solution)}
        </span>
        {solution.alwaysFreeEligible ? <AlwaysFreeBadge /> : null}
      </div>
    </li>
  );
}

/**
 * The list view (spec 2 §2 "Quick starts"): the six tiles, a message when `?solution=` names nothing the page knows,
 * and the open solution's details in a side panel over the list. Tiles are links to `?solution={id}`, so opening
 * one is a new history entry the router follows.
 */
export function SolutionList({ solution, onCloseSolution }: SolutionListProps): ReactNode {
  const headingId = useId();
  const openId = solution.kind === 'open' ? solution.id : null;
  const tileLinks = useRef(new Map<QuickStartId, HTMLAnchorElement | null>());
  const pageHeading = useRef<HTMLHeadingElement>(null);
  // The solution the panel showed last: focus goes back to its tile (or the heading) once it closes.
  const lastOpen = useRef<QuickStartId | null>(openId);
  if (openId !== null) lastOpen.current = openId;
  const returnFocus = () =>
    (lastOpen.current !== null ? tileLinks.current.get(lastOpen.current) : null) ?? pageHeading.current;
  return (
    <>
      <div className="page-header">
        <div className="title-row">
          <h1 ref={pageHeading} tabIndex={-1}>
            {t('quickstarts.heading')}
          </h1>
          <a className="button" href={QUICKSTARTS_MANAGE_PATH}>
            {t('quickstarts.manageLink')}
          </a>
        </div>
        <p className="description">{t('quickstarts.description')}</p>
      </div>
      {solution.kind === 'refused' ? <RefusedMessage solution={solution} /> : null}
      <section className="solutions" aria-labelledby={headingId}>
        <h2 id={headingId}>{t('quickstarts.tiles.heading')}</h2>
        <ul className="tiles">
          {SHOWN_QUICKSTARTS.map(id => (
            <Tile
              key={id}
              id={id}
              open={id === openId}
              linkRef={element => {
                tileLinks.current.set(id, element);
              }}
            />
          ))}
        </ul>
      </section>
      <SolutionPanel id={openId} returnFocus={returnFocus} onClose={onCloseSolution} />
    </>
  );
}
