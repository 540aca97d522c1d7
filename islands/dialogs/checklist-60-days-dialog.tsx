import type { ReactNode } from 'react';
import { t } from '../../src/i18n/i18n.ts';
import { answerChecklistDialog } from '../../stores/guided-journey.ts';
import { Dialog } from '../shared/dialog.tsx';
import type { DialogViewProps } from './interfaces.ts';

/**
 * The checklist's 60-day dialog (spec 3 §3 eligibleFor60DaysDialog, shown60DaysDialog): the account is no longer new
 * and the user still has the getting-started checklist, so keep it or hide it. The spec shows no texts: chosen, a
 * question as the title, one sentence, Hide and Keep. Keep is the primary and focused answer (it loses nothing), and
 * Escape or the close button mean Keep too; every answer is saved, so the dialog shows once (stores/guided-journey.ts).
 */
export function Checklist60DaysDialog({ close }: DialogViewProps<'checklist-60-days'>): ReactNode {
  const answer = (choice: 'keep' | 'hide'): void => {
    void answerChecklistDialog(choice);
    close();
  };
  return (
    <Dialog
      open
      tone="info"
      title={t('dialogs.checklist60Days.title')}
      description={<p>{t('dialogs.checklist60Days.message')}</p>}
      testId="checklist-60-days-dialog"
      onClose={() => answer('keep')}
      actions={[
        { label: t('dialogs.checklist60Days.hide'), onClick: () => answer('hide') },
        {
          label: t('dialogs.checklist60Days.keep'),
          variant: 'primary',
          initialFocus: true,
          onClick: () => answer('keep'),
        },
      ]}
    />
  );
}
