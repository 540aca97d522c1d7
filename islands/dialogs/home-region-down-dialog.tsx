import type { ReactNode } from 'react';
import { regionFriendlyName } from '../../src/domain/regions.ts';
import { t } from '../../src/i18n/i18n.ts';
import { closeDialog } from '../../stores/dialogs.ts';
import { switchToHomeRegion } from '../../stores/dialog-triggers.ts';
import { Dialog } from '../shared/dialog.tsx';
import type { DialogViewProps } from './interfaces.ts';

/**
 * Home region down (spec 1 §4): the console works in an alternative region until sign-out; the button switches to the
 * home region anyway (its regional services may answer while its identity service does not). Escape and Continue keep
 * the alternative region, the safe choice, which has focus.
 */
export function HomeRegionDownDialog({ request }: DialogViewProps<'home-region-down'>): ReactNode {
  const home = regionFriendlyName(request.homeRegion);
  const alternative = regionFriendlyName(request.alternativeRegion);
  const stay = (): void => closeDialog('home-region-down');
  return (
    <Dialog
      open
      tone="warning"
      title={t('dialogs.homeRegionDown.title')}
      description={
        <>
          <p>{t('dialogs.homeRegionDown.message', { home, alternative })}</p>
          <p>{t('dialogs.homeRegionDown.limits')}</p>
        </>
      }
      testId="home-region-down-dialog"
      onClose={stay}
      actions={[
        {
          label: t('dialogs.homeRegion.switch'),
          onClick: () => switchToHomeRegion('home-region-down', request.homeRegion),
        },
        {
          label: t('dialogs.homeRegionDown.continue', { alternative }),
          variant: 'primary',
          initialFocus: true,
          onClick: stay,
        },
      ]}
    />
  );
}
