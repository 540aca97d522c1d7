import type { SettingsDraft } from '../../src/domain/console-settings.ts';
import type { TimeZoneOption } from '../../src/domain/time-zones.ts';
import type { ConsoleSettingsView } from '../../stores/console-settings.ts';

/** Props of the presentational `SettingsPanel`. */
export interface SettingsPanelProps {
  /** Whether the panel shows. */
  open: boolean;
  /** Everything the form shows (stores/console-settings.ts `$consoleSettings`). */
  view: ConsoleSettingsView;
  /** The time zones offered: UTC, then named zones by offset. */
  timeZones: readonly TimeZoneOption[];
  /** The user changed a field. */
  onChange: (change: SettingsDraft) => void;
  /** Save was pressed (only while `view.canSave`). */
  onSave: () => void;
  /** Cancel: drop the changes and close. */
  onCancel: () => void;
  /** The close button or Escape: close, keeping the changes for later. */
  onClose: () => void;
}
