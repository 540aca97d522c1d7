import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { regionFriendlyName } from '../../src/domain/regions.ts';
import { t } from '../../src/i18n/i18n.ts';
import { $activeRegion } from '../../stores/active-region.ts';
import { closeDialog } from '../../stores/dialogs.ts';
import { switchToHomeRegion } from '../../stores/dialog-triggers.ts';
import { Dialog, type DialogAction } from '../shared/dialog.tsx';
import type { DialogViewProps } from './interfaces.ts';

/**
 * Home region back up (spec 1 §4, spec 3 §4 region-up event): says so, and offers the way back when the console works
 * elsewhere. Staying (or Escape) keeps the region the user works in.
 */
export function HomeRegionUpDialog({ request }: DialogViewProps<'home-region-up'>): ReactNode {
  const active = useStore($activeRegion);
  const home = regionFriendlyName(request.homeRegion);
  const elsewhere = active !== request.homeRegion;
  const close = (): void => closeDialog('home-region-up');
  const actions: DialogAction[] = elsewhere
    ? [
        { label: t('dialogs.homeRegionUp.stay', { region: regionFriendlyName(active) }), onClick: close },
        {
          label: t('dialogs.homeRegion.switch'),
          variant: 'primary',
          onClick: () => switchToHomeRegion('home-region-up', request.homeRegion),
        },
      ]
    : [{ label: t('dialogs.ok'), variant: 'primary', onClick: close }];
  return (
    <Dialog
      open
      tone="info"
      title={t('dialogs.homeRegionUp.title')}
      description={
        <p>
          {elsewhere
            ? t('dialogs.homeRegionUp.messageElsewhere', { home, region: regionFriendlyName(active) })
            : t('dialogs.homeRegionUp.message', { home })}
        </p>
      }
      testId="home-region-up-dialog"
      onClose={close}
      actions={actions}
    />
  );
}
