import type { ReactNode } from 'react';
import { t } from '../../src/i18n/i18n.ts';
import { acknowledgeProductionTenancy } from '../../stores/dialog-triggers.ts';
import { Dialog } from '../shared/dialog.tsx';
import type { DialogViewProps } from './interfaces.ts';

/**
 * Production tenancy warning (spec 1 §4 "shown until acknowledged; acknowledging stores a flag"): an operator's
 * override into a production tenancy. It needs its answer, so neither Escape nor a close button dismisses it.
 */
export function ProductionTenancyDialog({ request }: DialogViewProps<'production-tenancy'>): ReactNode {
  return (
    <Dialog
      open
      dismissible={false}
      tone="warning"
      title={t('dialogs.productionTenancy.title')}
      description={
        <>
          <p>{t('dialogs.productionTenancy.message', { tenancy: request.tenancyName })}</p>
          <p>{t('dialogs.productionTenancy.care')}</p>
        </>
      }
      testId="production-tenancy-dialog"
      actions={[
        {
          label: t('dialogs.productionTenancy.acknowledge'),
          variant: 'primary',
          onClick: () => acknowledgeProductionTenancy(request.tenancyId),
        },
      ]}
    />
  );
}
