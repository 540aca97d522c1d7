import { GuidedToursMovedDialog } from './guided-tours-moved-dialog.tsx';
import { HomeRegionDownDialog } from './home-region-down-dialog.tsx';
import { HomeRegionUpDialog } from './home-region-up-dialog.tsx';
import { LanguageConflictDialog } from './language-conflict-dialog.tsx';
import { ProductionTenancyDialog } from './production-tenancy-dialog.tsx';
import { UnsupportedBrowserDialog } from './unsupported-browser-dialog.tsx';
import type { DialogRegistry } from './interfaces.ts';
import { SessionExpiringDialog } from './session-expiring-dialog.tsx';
import { PersonaSelectorDialog } from './persona-selector-dialog.tsx';
import { Checklist60DaysDialog } from './checklist-60-days-dialog.tsx';

/** One line per dialog kind (stores/dialogs.ts `DialogRequest`): its component, in its own file beside this one. */
export const DIALOGS: DialogRegistry = {
  'home-region-down': HomeRegionDownDialog,
  'home-region-up': HomeRegionUpDialog,
  'production-tenancy': ProductionTenancyDialog,
  'language-conflict': LanguageConflictDialog,
  'unsupported-browser': UnsupportedBrowserDialog,
  'guided-tours-moved': GuidedToursMovedDialog,
  'session-expiring': SessionExpiringDialog,
  'persona-selector': PersonaSelectorDialog,
  'checklist-60-days': Checklist60DaysDialog,
};
