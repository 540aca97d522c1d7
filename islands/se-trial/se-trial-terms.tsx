import { useId, useMemo, useRef, type ReactNode } from 'react';
import { formatAmount } from '../../src/domain/billing.ts';
import { canAcceptTerms, countryEntity, groupByEntity, type CountryLegalEntity } from '../../src/domain/se-trial.ts';
import { t } from '../../src/i18n/i18n.ts';
import { Dialog } from '../shared/dialog.tsx';
import type { SeTrialTermsProps } from './interfaces.ts';

// Chosen where the spec is silent (docs/architecture.md, SE trial terms): the terms are a modal dialog over the
// console (spec 2 §4 "Console init: loading, with a modal shown when trial terms are required"), never dismissible:
// Accept or Cancel (which signs out). The general terms page is a second dialog stacked on it, so closing it returns
// focus to the button that opened it; opening it counts as reviewing it. Accept stays focusable while it may not be
// pressed (aria-disabled) and the 'must review' message says why.

/** A country's name in the user's language, else the table's English one. */
function countryNameIn(locale: string): (entry: Pick<CountryLegalEntity, 'countryCode' | 'countryName'>) => string {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  } catch {
    names = null;
  }
  return entry => names?.of(entry.countryCode.toUpperCase()) ?? entry.countryName;
}

/** Spinner and text while the console decides (spec 2 §4: loading). */
function Loading({ text }: { text: string }): ReactNode {
  return (
    <p className="se-trial-loading" role="status">
      <span className="se-trial-spinner" aria-hidden="true"></span>
      {text}
    </p>
  );
}

/** The user's country entry: country, contracting entity, agreement, credit and trial duration (spec 2 §2). */
function CountryTable(props: SeTrialTermsProps & { entry: CountryLegalEntity | undefined }): ReactNode {
  const { entry, locale, credit, durationDays } = props;
  const name = entry ? countryNameIn(locale)(entry) : null;
  return (
    <table className="se-trial-table">
      <caption className="se-trial-caption">{t('account.seTrial.table.caption')}</caption>
      <tbody>
        <tr>
          <th scope="row">{t('account.seTrial.table.country')}</th>
          <td>{name ?? t('account.seTrial.table.countryUnknown')}</td>
        </tr>
        <tr>
          <th scope="row">{t('account.seTrial.table.entity')}</th>
          <td>{entry?.orgName ?? t('account.seTrial.table.entityUnknown')}</td>
        </tr>
        <tr>
          <th scope="row">{t('account.seTrial.table.agreement')}</th>
          <td>
            {entry ? (
              <a href={entry.url} target="_blank" rel="noopener noreferrer">
                {t('account.seTrial.table.agreementLink', { entity: entry.orgName })}
                <span className="visually-hidden"> {t('account.seTrial.newTab')}</span>
              </a>
            ) : (
              t('account.seTrial.table.agreementUnknown')
            )}
          </td>
        </tr>
        <tr>
          <th scope="row">{t('account.seTrial.table.credit')}</th>
          <td>{credit ? formatAmount(credit.amount, locale, credit.currency) : '—'}</td>
        </tr>
        <tr>
          <th scope="row">{t('account.seTrial.table.duration')}</th>
          <td>{durationDays === null ? '—' : t('account.seTrial.table.days', { count: durationDays })}</td>
        </tr>
      </tbody>
    </table>
  );
}

/** The terms: the country entry, the general terms, the "have read" box, Accept and Cancel. */
function Terms(props: SeTrialTermsProps): ReactNode {
  const checkboxId = useId();
  const messageId = useId();
  const reviewButton = useRef<HTMLButtonElement>(null);
  const entry = props.countries ? countryEntity(props.countries, props.countryCode) : undefined;
  const acceptable = canAcceptTerms(props);
  return (
    <Dialog
      open
      dismissible={false}
      title={t('account.seTrial.title')}
      description={<p>{t('account.seTrial.intro')}</p>}
      testId="se-trial-terms"
      actions={[
        { label: t('account.seTrial.cancel'), onClick: props.onCancel, testId: 'se-trial-cancel' },
        {
          label: t('account.seTrial.accept'),
          variant: 'primary',
          busy: !acceptable || props.busy,
          onClick: props.onAccept,
          testId: 'se-trial-accept',
        },
      ]}
    >
      {props.countries === null ? (
        <Loading text={t('account.seTrial.countriesLoading')} />
      ) : (
        <CountryTable {...props} entry={entry} />
      )}
      {props.countriesFailed ? (
        <p className="se-trial-notice se-trial-notice-error" role="alert">
          {t('account.seTrial.countriesFailed')}
        </p>
      ) : null}
      {props.countries !== null && !entry && !props.countriesFailed ? (
        <p className="se-trial-notice">{t('account.seTrial.countryMissing')}</p>
      ) : null}
      <p>
        <button
          ref={reviewButton}
          type="button"
          className="se-trial-link-button"
          onClick={props.onOpenGeneralTerms}
          disabled={props.countries === null}
        >
          {t('account.seTrial.reviewGeneralTerms')}
        </button>
        {props.reviewedGeneralTerms ? (
          <span className="se-trial-reviewed"> {t('account.seTrial.reviewed')}</span>
        ) : null}
      </p>
      <div className="dialog-check">
        <input
          id={checkboxId}
          type="checkbox"
          checked={props.haveRead}
          aria-describedby={acceptable ? undefined : messageId}
          onChange={event => props.onHaveReadChange(event.currentTarget.checked)}
        />
        <label htmlFor={checkboxId}>{t('account.seTrial.haveRead')}</label>
      </div>
      {/* The 'must review' message shows while Accept may not be pressed (spec 1 §5). */}
      <p id={messageId} className="se-trial-must-review" role="status" data-testid="se-trial-must-review">
        {acceptable ? '' : t('account.seTrial.mustReview')}
      </p>
      <div role="alert" className="se-trial-alert">
        {props.acceptError ? (
          <p className="se-trial-notice se-trial-notice-error">
            {props.acceptError === 'partial-profile'
              ? t('account.seTrial.error.partialProfile')
              : t('account.seTrial.error.notRecorded')}
          </p>
        ) : null}
      </div>
      {props.view === 'general-terms' && props.countries ? (
        <GeneralTerms {...props} countries={props.countries} returnFocus={() => reviewButton.current} />
      ) : null}
    </Dialog>
  );
}

/** The general terms page: every country of the table, grouped by contracting entity (spec 2 §2). */
function GeneralTerms(
  props: SeTrialTermsProps & { countries: CountryLegalEntity[]; returnFocus: () => HTMLElement | null }
): ReactNode {
  const { countries, locale } = props;
  const groups = useMemo(() => groupByEntity(countries, locale, countryNameIn(locale)), [countries, locale]);
  return (
    <Dialog
      open
      title={t('account.seTrial.general.title')}
      description={<p>{t('account.seTrial.general.intro', { count: countries.length })}</p>}
      testId="se-trial-general-terms"
      onClose={props.onCloseGeneralTerms}
      returnFocus={props.returnFocus}
      actions={[{ label: t('account.seTrial.general.back'), variant: 'primary', onClick: props.onCloseGeneralTerms }]}
    >
      {groups.map(group => (
        <section key={group.orgNameId} className="se-trial-entity" aria-labelledby={`entity-${group.orgNameId}`}>
          <h3 id={`entity-${group.orgNameId}`} className="se-trial-entity-name">
            {group.orgName}
          </h3>
          <p className="se-trial-entity-agreement">
            <a href={group.url} target="_blank" rel="noopener noreferrer">
              {t('account.seTrial.table.agreementLink', { entity: group.orgName })}
              <span className="visually-hidden"> {t('account.seTrial.newTab')}</span>
            </a>
          </p>
          <ul className="se-trial-countries">
            {group.countries.map(country => (
              <li key={country.countryCode}>{country.countryName}</li>
            ))}
          </ul>
        </section>
      ))}
    </Dialog>
  );
}

/** The missing-country screen: says why, counts down, then signs out (spec 2 §4, §5, §9). */
function MissingCountry(props: SeTrialTermsProps): ReactNode {
  return (
    <Dialog
      open
      dismissible={false}
      tone="warning"
      title={t('account.seTrial.missingCountry.title')}
      description={<p>{t('account.seTrial.missingCountry.message')}</p>}
      testId="se-trial-missing-country"
      actions={[{ label: t('account.seTrial.missingCountry.signOut'), variant: 'primary', onClick: props.onCancel }]}
    >
      <p className="se-trial-countdown" role="timer" aria-live="off">
        {t('account.seTrial.missingCountry.countdown', { seconds: props.countdown })}
      </p>
    </Dialog>
  );
}

/** The SE trial's screens, by view. */
export function SeTrialTerms(props: SeTrialTermsProps): ReactNode {
  switch (props.view) {
    case 'hidden':
      return null;
    case 'loading':
      return (
        <Dialog open dismissible={false} title={t('account.seTrial.title')} actions={[]} testId="se-trial-loading">
          <Loading text={t('account.seTrial.loading')} />
        </Dialog>
      );
    case 'missing-country':
      return <MissingCountry {...props} />;
    case 'terms':
    case 'general-terms':
      return <Terms {...props} />;
  }
}
