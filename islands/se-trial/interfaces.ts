import type { CountryLegalEntity } from '../../src/domain/se-trial.ts';
import type { SeTrialAcceptError, SeTrialView } from '../../stores/se-trial.ts';

/** Props of `SeTrialTerms`: the SE trial terms, the general terms page, the loading and missing-country screens. */
export interface SeTrialTermsProps {
  view: SeTrialView;
  /** The active locale (country names, amounts). */
  locale: string;
  /** The user's country, if known. */
  countryCode: string | undefined;
  /** The country-to-legal-entity table; null while loading. */
  countries: CountryLegalEntity[] | null;
  countriesFailed: boolean;
  credit: { amount: number; currency: string } | null;
  durationDays: number | null;
  reviewedGeneralTerms: boolean;
  haveRead: boolean;
  /** An acceptance is being recorded. */
  busy: boolean;
  acceptError: SeTrialAcceptError | null;
  /** Seconds left on the missing-country screen. */
  countdown: number;
  onAccept: () => void;
  onCancel: () => void;
  onHaveReadChange: (haveRead: boolean) => void;
  onOpenGeneralTerms: () => void;
  onCloseGeneralTerms: () => void;
}
