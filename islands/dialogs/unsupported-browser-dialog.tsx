import { useId, useState, type ReactNode } from 'react';
import { SUPPORTED_BROWSERS } from '../../src/domain/browser-support.ts';
import { featureFlag } from '../../src/feature-flags.ts';
import { t } from '../../src/i18n/i18n.ts';
import { continueWithUnsupportedBrowser } from '../../stores/dialog-triggers.ts';
import { Dialog } from '../shared/dialog.tsx';
import type { DialogViewProps } from './interfaces.ts';

/** Catalog ids of the browsers' names; 'other' has none (the message says "this browser"). */
const BROWSER_NAMES = {
  chrome: 'dialogs.unsupportedBrowser.name.chrome',
  safari: 'dialogs.unsupportedBrowser.name.safari',
  firefox: 'dialogs.unsupportedBrowser.name.firefox',
  edge: 'dialogs.unsupportedBrowser.name.edge',
  ie: 'dialogs.unsupportedBrowser.name.ie',
} as const;

/** "Chrome 80 or later" for each browser of spec 1 §9's table, in its order. */
function supportedList(): string[] {
  return (['chrome', 'safari', 'firefox', 'edge'] as const).map(name => {
    const minimum = SUPPORTED_BROWSERS[name];
    const version = minimum && minimum.minor > 0 ? `${minimum.major}.${minimum.minor}` : `${minimum?.major ?? ''}`;
    const key = name === 'chrome' ? 'dialogs.unsupportedBrowser.recommended' : 'dialogs.unsupportedBrowser.minimum';
    return t(key, { browser: t(BROWSER_NAMES[name]), version });
  });
}

/**
 * Unsupported browser or device (spec 1 §4, §9): says why, lists the supported browsers, and offers "Don't show this
 * again". Continue (or Escape, the same answer) closes it; the display date was stored when it opened, so it comes
 * back after the snooze (7 days) unless never-show-again was ticked.
 */
export function UnsupportedBrowserDialog({ request }: DialogViewProps<'unsupported-browser'>): ReactNode {
  const [neverAgain, setNeverAgain] = useState(false);
  const checkboxId = useId();
  const browser =
    request.browser === 'other'
      ? t('dialogs.unsupportedBrowser.thisBrowser')
      : `${t(BROWSER_NAMES[request.browser])} ${request.version}`;
  const message =
    request.reason === 'device'
      ? t('dialogs.unsupportedBrowser.device')
      : request.reason === 'features'
        ? t('dialogs.unsupportedBrowser.features', { browser })
        : t('dialogs.unsupportedBrowser.browser', { browser });
  const done = (): void => continueWithUnsupportedBrowser(neverAgain);
  return (
    <Dialog
      open
      tone="warning"
      title={
        request.reason === 'device'
          ? t('dialogs.unsupportedBrowser.deviceTitle')
          : t('dialogs.unsupportedBrowser.title')
      }
      description={<p>{message}</p>}
      testId="unsupported-browser-dialog"
      onClose={done}
      actions={[{ label: t('dialogs.unsupportedBrowser.continue'), variant: 'primary', onClick: done }]}
    >
      <p>{t('dialogs.unsupportedBrowser.supported')}</p>
      <ul className="dialog-list">
        {supportedList().map(entry => (
          <li key={entry}>{entry}</li>
        ))}
      </ul>
      <div className="dialog-check">
        <input
          id={checkboxId}
          type="checkbox"
          checked={neverAgain}
          onChange={event => setNeverAgain(event.currentTarget.checked)}
        />
        <label htmlFor={checkboxId}>{t('dialogs.unsupportedBrowser.neverShow')}</label>
      </div>
      <p className="dialog-note">
        {t('dialogs.unsupportedBrowser.snooze', { days: featureFlag('unsupported-browsers-snooze-days') })}
      </p>
    </Dialog>
  );
}
