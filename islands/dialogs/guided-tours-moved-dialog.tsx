import type { ReactNode } from 'react';
import { t } from '../../src/i18n/i18n.ts';
import { acknowledgeGuidedToursMoved } from '../../stores/dialog-triggers.ts';
import { navigate } from '../../stores/route.ts';
import { Dialog } from '../shared/dialog.tsx';
import type { DialogViewProps } from './interfaces.ts';

/**
 * Guided tours moved (spec 1 §2 "Dialogs"): the tours checklist is gone; the tours start from Start exploring on
 * Home. Any answer (Escape included) is an acknowledgement, saved so that it shows once.
 */
export function GuidedToursMovedDialog({ close }: DialogViewProps<'guided-tours-moved'>): ReactNode {
  const done = (): void => {
    void acknowledgeGuidedToursMoved();
    close();
  };
  return (
    <Dialog
      open
      tone="info"
      title={t('dialogs.guidedToursMoved.title')}
      description={<p>{t('dialogs.guidedToursMoved.message')}</p>}
      testId="guided-tours-moved-dialog"
      onClose={done}
      actions={[
        {
          label: t('dialogs.guidedToursMoved.goHome'),
          onClick: () => {
            done();
            navigate('/');
          },
        },
        { label: t('dialogs.guidedToursMoved.ok'), variant: 'primary', initialFocus: true, onClick: done },
      ]}
    />
  );
}
