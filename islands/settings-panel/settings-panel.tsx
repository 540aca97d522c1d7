import { useId, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import type { SessionTimeoutChoice } from '../../src/domain/console-settings.ts';
import { t } from '../../src/i18n/i18n.ts';
import { PersonaSelector } from '../shared/persona-selector.tsx';
import { SidePanel } from '../shared/side-panel.tsx';
import type { SettingsPanelProps } from './interfaces.ts';

const FORM_ID = 'console-settings-form';

/** A preset as the dropdown names it: minutes below an hour, else hours (`1 hour`, `8 hours`). */
function presetLabel(minutes: number): string {
  return minutes % 60 === 0
    ? t('settings.timeout.hours', { count: minutes / 60 })
    : t('settings.timeout.minutes', { count: minutes });
}

/** The notice of a session timeout that cannot be changed (spec 1 §6: "a critical no-permission notice"). */
function accessNotice(access: SettingsPanelProps['view']['timeoutAccess']): ReactNode {
  switch (access) {
    case 'no-permission':
      return <Notice tone="critical" text={t('settings.timeout.noPermission')} />;
    case 'read-only':
      return <Notice tone="info" text={t('settings.timeout.readOnly')} />;
    case 'unavailable':
      return <Notice tone="critical" text={t('settings.timeout.unavailable')} />;
    default:
      return null;
  }
}

/** An inline notice: critical ones are alerts (read out as they appear), the others plain text. */
function Notice({
  tone,
  text,
  children,
}: {
  tone: 'critical' | 'info';
  text: string;
  children?: ReactNode;
}): ReactNode {
  return (
    <div className={`settings-notice settings-notice-${tone}`} role={tone === 'critical' ? 'alert' : undefined}>
      <svg className="settings-notice-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="6.75" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path
          d={tone === 'critical' ? 'M8 4.5V9m0 2.5v.01' : 'M8 7v4.5M8 4.5v.01'}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
        />
      </svg>
      <div className="settings-notice-text">
        <p>{text}</p>
        {children}
      </div>
    </div>
  );
}

/**
 * The console settings side panel (spec 1 §2 "Console settings side panel: time zone, session timeout, persona
 * selector, Save button"), presentational: the generic side panel holding one form. The time zone list is UTC then the
 * named zones by offset; the session timeout is a dropdown of presets plus Custom, whose whole-minute input says when
 * it is out of range (spec 1 §5); a timeout the user may not change is locked with its notice; the persona selector
 * is the one the first sign-in dialog shows. Save and Cancel are in the footer; Save is disabled while it cannot save.
 */
export function SettingsPanel(props: SettingsPanelProps): ReactNode {
  const { open, view, timeZones, onChange, onSave, onCancel, onClose } = props;
  const { form, limits, presets, timeoutAccess, customInvalid, loading, save } = view;
  const timeZoneId = useId();
  const timeZoneHintId = useId();
  const timeoutId = useId();
  const timeoutHintId = useId();
  const customId = useId();
  const customHintId = useId();
  const customErrorId = useId();
  const timeoutLocked = timeoutAccess !== 'allowed' || save.saving;
  // The stored zone stays choosable even when this browser's list lacks it (an alias such as US/Eastern).
  const zones = timeZones.some(zone => zone.id === form.timeZone)
    ? timeZones
    : [...timeZones, { id: form.timeZone, offsetMinutes: 0, offsetText: '', name: form.timeZone }];

  const handleSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (view.canSave) onSave();
  };

  const handleTimeout = (event: ChangeEvent<HTMLSelectElement>): void => {
    const value = event.currentTarget.value;
    const choice: SessionTimeoutChoice = value === 'custom' ? 'custom' : Number(value);
    onChange({ timeoutChoice: choice });
  };

  const footer = (
    <div className="settings-actions">
      <button type="button" className="button" onClick={onCancel}>
        {t('settings.cancel')}
      </button>
      <button
        type="submit"
        form={FORM_ID}
        className="button button-primary"
        disabled={!view.canSave}
        aria-busy={save.saving || undefined}
      >
        {save.saving ? t('settings.saving') : t('settings.save')}
      </button>
    </div>
  );

  return (
    <SidePanel
      open={open}
      heading={t('settings.heading')}
      size="small"
      onClose={onClose}
      footer={footer}
      testId="console-settings-panel"
    >
      <form id={FORM_ID} className="settings-form" noValidate onSubmit={handleSubmit} aria-busy={loading || undefined}>
        <p className="settings-status" role="status">
          {loading ? t('settings.loading') : ''}
        </p>
        {view.restored ? <Notice tone="info" text={t('settings.restored')} /> : null}

        <section className="settings-section" aria-labelledby={`${timeZoneId}-heading`}>
          <h3 id={`${timeZoneId}-heading`} className="settings-section-heading">
            {t('settings.timeZone.heading')}
          </h3>
          <label className="settings-label" htmlFor={timeZoneId}>
            {t('settings.timeZone.label')}
          </label>
          <select
            id={timeZoneId}
            className="settings-select"
            value={form.timeZone}
            disabled={loading || save.saving}
            aria-describedby={timeZoneHintId}
            onChange={event => onChange({ timeZone: event.currentTarget.value })}
          >
            {zones.map(zone => (
              <option key={zone.id} value={zone.id}>
                {zone.id === 'UTC' ? t('settings.timeZone.utc') : `(${zone.offsetText}) ${zone.name}`}
              </option>
            ))}
          </select>
          <p id={timeZoneHintId} className="settings-hint">
            {t('settings.timeZone.hint')}
          </p>
        </section>

        {timeoutAccess === 'realm-disabled' ? null : (
          <section className="settings-section" aria-labelledby={`${timeoutId}-heading`}>
            <h3 id={`${timeoutId}-heading`} className="settings-section-heading">
              {t('settings.timeout.heading')}
            </h3>
            {accessNotice(timeoutAccess)}
            <label className="settings-label" htmlFor={timeoutId}>
              {t('settings.timeout.label')}
            </label>
            <select
              id={timeoutId}
              className="settings-select settings-select-short"
              value={String(form.timeoutChoice)}
              disabled={timeoutLocked}
              aria-describedby={timeoutHintId}
              onChange={handleTimeout}
            >
              {/* A stored preset this configuration no longer offers still shows as what it is. */}
              {typeof form.timeoutChoice === 'number' && !presets.includes(form.timeoutChoice) ? (
                <option value={String(form.timeoutChoice)}>{presetLabel(form.timeoutChoice)}</option>
              ) : null}
              {presets.map(minutes => (
                <option key={minutes} value={String(minutes)}>
                  {presetLabel(minutes)}
                </option>
              ))}
              <option value="custom">{t('settings.timeout.custom')}</option>
            </select>
            <p id={timeoutHintId} className="settings-hint">
              {t('settings.timeout.hint')}
            </p>
            {form.timeoutChoice === 'custom' ? (
              <div className="settings-custom">
                <label className="settings-label" htmlFor={customId}>
                  {t('settings.timeout.customLabel')}
                </label>
                <input
                  id={customId}
                  className="settings-input"
                  type="number"
                  inputMode="numeric"
                  step={1}
                  min={limits.lower}
                  max={limits.upper}
                  value={form.customText}
                  disabled={timeoutLocked}
                  aria-invalid={customInvalid || undefined}
                  aria-describedby={`${customHintId} ${customErrorId}`}
                  onChange={event => onChange({ customText: event.currentTarget.value })}
                />
                <p id={customHintId} className="settings-hint">
                  {t('settings.timeout.customHint', { lower: limits.lower, upper: limits.upper })}
                </p>
                <p id={customErrorId} className="settings-error" aria-live="polite">
                  {customInvalid ? t('settings.timeout.invalid', { lower: limits.lower, upper: limits.upper }) : ''}
                </p>
              </div>
            ) : null}
            {save.timeoutError ? (
              <Notice tone="critical" text={t('settings.timeout.saveError')}>
                <p className="settings-notice-detail">
                  {save.timeoutError.requestId
                    ? t('settings.timeout.saveErrorDetail', {
                        message: save.timeoutError.message,
                        requestId: save.timeoutError.requestId,
                      })
                    : save.timeoutError.message}
                </p>
              </Notice>
            ) : null}
          </section>
        )}

        <section className="settings-section">
          <PersonaSelector
            value={form.persona}
            legend={t('settings.persona.heading')}
            description={t('settings.persona.description')}
            disabled={loading || save.saving}
            otherMissing={view.personaIncomplete && view.changes.persona}
            onChange={persona => onChange({ persona })}
          />
        </section>
      </form>
    </SidePanel>
  );
}
