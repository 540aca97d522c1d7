import { useEffect, useState, type ReactNode } from 'react';
import { isCompletePersona, NO_PERSONA, type PersonaChoice } from '../../src/domain/personas.ts';
import { t } from '../../src/i18n/i18n.ts';
import { answerPersonaPrompt, skipPersonaPrompt } from '../../stores/persona-prompt.ts';
import { styleSheet, useAdoptedSheets } from '../shared/adopted-sheets.ts';
import { Dialog } from '../shared/dialog.tsx';
import personaCss from '../shared/persona-selector.css?inline';
import { PersonaSelector } from '../shared/persona-selector.tsx';
import { loadSettingsTexts } from '../shared/settings-texts.ts';
import type { DialogViewProps } from './interfaces.ts';

const PERSONA_SHEET = styleSheet(
  `${personaCss}
  .persona-dialog-body { display: grid; gap: var(--console-space-2); }
  .persona-dialog-error { margin: 0; color: var(--console-color-danger); font-size: var(--console-font-size-2); }
  .persona-dialog-error:empty { display: none; }`
);

/**
 * The persona selector at first sign-in (spec 1 §2 "Dialogs", §3): the same selector as the console settings panel.
 * Save stores the choice (an option, or "Other" with the user's words); Skip stores that the question was answered
 * without a persona, so it is not asked again; Escape or the close button only close it for now (chosen: it asks
 * again at the next sign-in). Failures to save are only logged (spec 1 §8). Its texts are the settings panel's
 * (catalog area `settings`), loaded when the dialog is first asked for.
 */
export function PersonaSelectorDialog({ close }: DialogViewProps<'persona-selector'>): ReactNode {
  const [ready, setReady] = useState(false);
  const [choice, setChoice] = useState<PersonaChoice>(NO_PERSONA);
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const sheets = useAdoptedSheets(PERSONA_SHEET);

  useEffect(() => {
    let live = true;
    void loadSettingsTexts().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, []);

  const save = (): void => {
    if (saving) return;
    if (!isCompletePersona(choice)) {
      setAttempted(true);
      return;
    }
    setSaving(true);
    void answerPersonaPrompt(choice).finally(close);
  };

  const skip = (): void => {
    if (saving) return;
    setSaving(true);
    void skipPersonaPrompt().finally(close);
  };

  const missing = attempted && !isCompletePersona(choice);
  return (
    <div ref={sheets}>
      {ready ? (
        <Dialog
          open
          title={t('settings.personaDialog.title')}
          description={<p>{t('settings.personaDialog.description')}</p>}
          testId="persona-selector-dialog"
          onClose={close}
          actions={[
            { label: t('settings.personaDialog.skip'), onClick: skip, busy: saving },
            { label: t('settings.personaDialog.save'), variant: 'primary', onClick: save, busy: saving },
          ]}
        >
          <div className="persona-dialog-body">
            <PersonaSelector
              value={choice}
              legend={t('settings.persona.heading')}
              disabled={saving}
              otherMissing={missing && choice.id === 'other'}
              onChange={next => {
                setChoice(next);
                setAttempted(false);
              }}
            />
            <p className="persona-dialog-error" aria-live="polite">
              {missing && choice.id === null ? t('settings.personaDialog.chooseOne') : ''}
            </p>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
