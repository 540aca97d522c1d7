import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { timeZoneOptions } from '../../src/domain/time-zones.ts';
import {
  $consoleSettings,
  cancelConsoleSettings,
  changeSettings,
  dismissConsoleSettings,
  openConsoleSettings,
  saveConsoleSettings,
} from '../../stores/console-settings.ts';
import { $locale } from '../../stores/locale.ts';
import { $settingsPanelOpen } from '../../stores/settings-panel.ts';
import { SettingsPanel } from './settings-panel.tsx';

/** Every zone this browser knows (UTC is added first by `timeZoneOptions`). */
function browserZones(): string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
}

/**
 * The console settings panel connected to its stores: open while `$settingsPanelOpen`, its form from
 * `$consoleSettings`. Each opening brings back the user's stored draft and builds the time zone list with today's
 * offsets (daylight saving time moves them).
 */
export function SettingsPanelIsland(): ReactNode {
  const open = useStore($settingsPanelOpen);
  const view = useStore($consoleSettings);
  // Texts follow the console's language.
  useStore($locale);
  const wasOpen = useRef(false);
  // Rendering never waits for this: the select fills in on the opening render, which is what the user sees first.
  const timeZones = useMemo(() => (open ? timeZoneOptions(browserZones(), new Date()) : []), [open]);

  useEffect(() => {
    if (open && !wasOpen.current) openConsoleSettings();
    wasOpen.current = open;
  }, [open]);

  return (
    <SettingsPanel
      open={open}
      view={view}
      timeZones={timeZones}
      onChange={changeSettings}
      onSave={() => void saveConsoleSettings()}
      onCancel={cancelConsoleSettings}
      onClose={dismissConsoleSettings}
    />
  );
}
