import type { ReactNode } from 'react';
import { findSupportedLocale } from '../../src/domain/locale.ts';
import { t } from '../../src/i18n/i18n.ts';
import { closeDialog } from '../../stores/dialogs.ts';
import { keepLanguage, switchLanguage } from '../../stores/dialog-triggers.ts';
import { Dialog } from '../shared/dialog.tsx';
import type { DialogViewProps } from './interfaces.ts';

/** A language as people who speak it name it (Deutsch, English), which is how language pickers list them. */
function languageName(tag: string): string {
  return findSupportedLocale(tag, { arabic: true })?.endonym ?? tag;
}

/** The catalog id of the message for where the other language comes from. */
const MESSAGES = {
  preference: 'dialogs.languageConflict.preference',
  identity: 'dialogs.languageConflict.identity',
  browser: 'dialogs.languageConflict.browser',
} as const;

/**
 * Language conflict (spec 1 §4): two languages offered. Keeping the current one stores the preference and updates the
 * identity service's locale; the other switches the console's language. Escape only closes: nothing is stored, so
 * the question comes back at the next start. Focus starts on keeping the language the console is shown in.
 */
export function LanguageConflictDialog({ request }: DialogViewProps<'language-conflict'>): ReactNode {
  const current = languageName(request.current);
  const other = languageName(request.other);
  return (
    <Dialog
      open
      tone="info"
      title={t('dialogs.languageConflict.title')}
      description={<p>{t(MESSAGES[request.source], { current, other })}</p>}
      testId="language-conflict-dialog"
      onClose={() => closeDialog('language-conflict')}
      actions={[
        {
          label: t('dialogs.languageConflict.switch', { language: other }),
          onClick: () => void switchLanguage(request.current, request.other),
        },
        {
          label: t('dialogs.languageConflict.keep', { language: current }),
          variant: 'primary',
          initialFocus: true,
          onClick: () => void keepLanguage(request.current, request.other),
        },
      ]}
    />
  );
}
