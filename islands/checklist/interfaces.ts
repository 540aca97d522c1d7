import type { ChecklistItem, ChecklistTaskKey } from '../../src/domain/guided-journey.ts';

/** Props of `Checklist`: the getting-started checklist (spec 1 §2, spec 2 §2). */
export interface ChecklistProps {
  /** Whether it renders at all (the journey shows it and the page is Home). */
  visible: boolean;
  /** The rows in order, with their tasks' statuses. */
  items: readonly ChecklistItem[];
  /** Minimised to its launcher button (spec 3 §3 minimizeChecklist). */
  minimized: boolean;
  /** The console tour could not start (an error kind was reported): say so beside its row. */
  tourFailed?: boolean;
  /** Starts a task: the tour runs, the other tasks open their pages. */
  onStart: (key: ChecklistTaskKey) => void;
  /** Minimises (true) or expands (false). */
  onMinimize: (minimized: boolean) => void;
  /** Hides the checklist for good (showChecklist false). */
  onHide: () => void;
  /** Where a task's Start link goes (a console path), or null for a button (the tour). */
  taskHref: (key: ChecklistTaskKey) => string | null;
}
