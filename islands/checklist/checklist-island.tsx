import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import type { ChecklistTaskKey } from '../../src/domain/guided-journey.ts';
import { QUICKSTARTS_PATH } from '../../src/domain/quickstarts.ts';
import {
  $checklistItems,
  $checklistMinimized,
  $checklistVisible,
  $tourRun,
  hideChecklist,
  setChecklistMinimized,
} from '../../stores/guided-journey.ts';
import { startGuidedTour } from '../../stores/guided-tour.ts';
import { $regions, initialRegionsState } from '../../stores/regions.ts';
import { goTo } from '../shared/go-to.ts';
import { Checklist } from './checklist.tsx';

/** Where each task other than the tour starts (chosen: the page that does it). */
const TASK_PATHS: Readonly<Record<Exclude<ChecklistTaskKey, 'homepage'>, string>> = {
  compute: '/compute/instances/create',
  identity: '/identity/users',
  quickstart: QUICKSTARTS_PATH,
};

function taskHref(key: ChecklistTaskKey): string | null {
  return key === 'homepage' ? null : TASK_PATHS[key];
}

/**
 * The console tour's help page, opened instead of the tour for users the tour is not for (stores/guided-tour.ts); not
 * in the spec: chosen, the realm's documentation on the console.
 */
function tourHelpPage(): string {
  const docs = $regions.get().baseDocsUrl ?? initialRegionsState().baseDocsUrl;
  return `${docs.replace(/\/+$/, '')}/Content/GSG/Concepts/console.htm`;
}

function start(key: ChecklistTaskKey): void {
  if (key === 'homepage') startGuidedTour('homepage', tourHelpPage());
  else goTo(TASK_PATHS[key]);
}

/** The checklist connected to the guided journey's stores. */
export function ChecklistIsland(): ReactNode {
  const visible = useStore($checklistVisible);
  const items = useStore($checklistItems);
  const minimized = useStore($checklistMinimized);
  const run = useStore($tourRun);
  return (
    <Checklist
      visible={visible}
      items={items}
      minimized={minimized}
      tourFailed={run.state === 'failed'}
      onStart={start}
      onMinimize={next => void setChecklistMinimized(next)}
      onHide={() => void hideChecklist()}
      taskHref={taskHref}
    />
  );
}
