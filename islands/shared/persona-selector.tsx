import { useId, type ChangeEvent, type ReactNode } from 'react';
import { OTHER_PERSONA_MAX_LENGTH, PERSONAS, type PersonaChoice, type PersonaId } from '../../src/domain/personas.ts';
import { t } from '../../src/i18n/i18n.ts';

/** The catalog message of each persona option (spec 1 §3), in the `settings` area. */
export const PERSONA_LABELS: Readonly<Record<PersonaId, string>> = {
  'academic-researcher': 'settings.persona.academicResearcher',
  'account-administrator': 'settings.persona.accountAdministrator',
  'ai-ml-data-scientist': 'settings.persona.aiMlDataScientist',
  'application-administrator': 'settings.persona.applicationAdministrator',
  'cloud-native-developer': 'settings.persona.cloudNativeDeveloper',
  'cloud-architect': 'settings.persona.cloudArchitect',
  'database-engineer': 'settings.persona.databaseEngineer',
  'devops-engineer': 'settings.persona.devopsEngineer',
  'full-stack-developer': 'settings.persona.fullStackDeveloper',
  hobbyist: 'settings.persona.hobbyist',
  'infrastructure-operations': 'settings.persona.infrastructureOperations',
  'low-code-developer': 'settings.persona.lowCodeDeveloper',
  'mobile-app-developer': 'settings.persona.mobileAppDeveloper',
  'security-administrator': 'settings.persona.securityAdministrator',
  'web-app-developer': 'settings.persona.webAppDeveloper',
  other: 'settings.persona.other',
};

/** Props of `PersonaSelector`. */
export interface PersonaSelectorProps {
  /** The choice shown. */
  value: PersonaChoice;
  /** The user picked an option or typed words for "other". */
  onChange: (choice: PersonaChoice) => void;
  /** The group's name, already translated (the fieldset's legend). */
  legend: string;
  /** A line under the legend, already translated. */
  description?: string;
  /** Every option unavailable (while loading or saving). */
  disabled?: boolean;
  /** True when "other" is chosen without words and the user tried to go on: the field says so. */
  otherMissing?: boolean;
}

/**
 * The persona selector (spec 1 §2, §3): the 16 personas as one radio group, "Other (specify)" with a text field for the
 * user's own words, shown while it is chosen. The console settings panel and the first sign-in dialog both use it.
 * Styles: `islands/shared/persona-selector.css`; texts: the `settings` catalog area.
 */
export function PersonaSelector(props: PersonaSelectorProps): ReactNode {
  const { value, onChange, legend, description, disabled = false, otherMissing = false } = props;
  const name = useId();
  const descriptionId = useId();
  const otherId = useId();
  const otherHintId = useId();

  const handleOption = (event: ChangeEvent<HTMLInputElement>): void => {
    onChange({ ...value, id: event.currentTarget.value as PersonaId });
  };

  return (
    <fieldset
      className="persona-selector"
      disabled={disabled}
      aria-describedby={description ? descriptionId : undefined}
    >
      <legend className="persona-legend">{legend}</legend>
      {description ? (
        <p id={descriptionId} className="persona-description">
          {description}
        </p>
      ) : null}
      <ul className="persona-options">
        {PERSONAS.map(persona => (
          <li key={persona} className={persona === 'other' ? 'persona-option persona-option-other' : 'persona-option'}>
            <label className="persona-label">
              <input type="radio" name={name} value={persona} checked={value.id === persona} onChange={handleOption} />
              <span>{t(PERSONA_LABELS[persona])}</span>
            </label>
          </li>
        ))}
      </ul>
      {value.id === 'other' ? (
        <div className="persona-other">
          <label className="persona-other-label" htmlFor={otherId}>
            {t('settings.persona.otherLabel')}
          </label>
          <input
            id={otherId}
            className="persona-other-input"
            type="text"
            autoComplete="organization-title"
            maxLength={OTHER_PERSONA_MAX_LENGTH}
            value={value.otherText}
            aria-invalid={otherMissing || undefined}
            aria-describedby={otherHintId}
            onChange={event => onChange({ ...value, otherText: event.currentTarget.value })}
          />
          <p
            id={otherHintId}
            className={otherMissing ? 'persona-other-hint persona-other-missing' : 'persona-other-hint'}
          >
            {otherMissing ? t('settings.persona.otherMissing') : t('settings.persona.otherHint')}
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}
