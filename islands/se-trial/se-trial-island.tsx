import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { catalogIntlTag } from '../../src/i18n/i18n.ts';
import { $locale } from '../../stores/locale.ts';
import {
  $seTrial,
  acceptSeTrialTerms,
  closeGeneralTerms,
  openGeneralTerms,
  setHaveRead,
  signOutOfTrial,
} from '../../stores/se-trial.ts';
import { SeTrialTerms } from './se-trial-terms.tsx';

/** The SE trial terms, connected to their store (stores/se-trial.ts). */
export function SeTrialIsland(): ReactNode {
  const state = useStore($seTrial);
  const locale = useStore($locale);
  return (
    <SeTrialTerms
      view={state.view}
      // Intl (country names, collation, amounts) wants BCP 47: pt-BR, not the catalog's pt_BR.
      locale={catalogIntlTag(locale)}
      countryCode={state.countryCode}
      countries={state.countries}
      countriesFailed={state.countriesFailed}
      credit={state.credit}
      durationDays={state.durationDays}
      reviewedGeneralTerms={state.reviewedGeneralTerms}
      haveRead={state.haveRead}
      busy={state.isLoading}
      acceptError={state.acceptError}
      countdown={state.countdown}
      onAccept={() => void acceptSeTrialTerms()}
      onCancel={() => void signOutOfTrial()}
      onHaveReadChange={setHaveRead}
      onOpenGeneralTerms={openGeneralTerms}
      onCloseGeneralTerms={closeGeneralTerms}
    />
  );
}
