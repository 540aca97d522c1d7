import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { announcedSeconds, secondsUntil } from '../../src/domain/session-clock.ts';
import { t } from '../../src/i18n/i18n.ts';
import {
  $sessionWarning,
  closeSessionWarning,
  continueWorking,
  signOutNow,
  type SessionWarning,
} from '../../stores/session-keeper.ts';
import { Dialog } from '../shared/dialog.tsx';

/** Props of `SessionExpiringView`. */
export interface SessionExpiringViewProps {
  warning: SessionWarning;
  /** Whole seconds until the session ends. */
  secondsLeft: number;
  onContinue: () => void;
  onSignOut: () => void;
  onClose: () => void;
}

/**
 * The session-expiring warning (spec 1 §2, §4): a live countdown to the end of the session, with Continue working;
 * once the session cannot be extended it says so and offers Sign out now and Close (and Escape). While Continue working
 * is offered the dialog wants an answer: no close button, Escape does nothing. The countdown is visible every second
 * but announced only at the start (the dialog's description), at 30 and at 10 seconds, and when extending fails.
 */
export function SessionExpiringView(props: SessionExpiringViewProps): ReactNode {
  const { warning, secondsLeft } = props;
  const body = useRef<HTMLParagraphElement>(null);
  const seconds = { seconds: secondsLeft };
  const message = !warning.canExtend
    ? t('session.expiring.cannotExtend', seconds)
    : warning.reason === 'idle'
      ? t('session.expiring.idleMessage', seconds)
      : t('session.expiring.tokenMessage', seconds);
  const announced = announcedSeconds(secondsLeft, warning.secondsAtOpen);
  // The opening is announced by the dialog itself (its description); the live region speaks only when that changes.
  const liveText = !warning.canExtend
    ? t('session.expiring.announceCannotExtend')
    : announced === warning.secondsAtOpen
      ? ''
      : t('session.expiring.announce', { seconds: announced });

  // Continue working goes away when the session cannot be extended: focus moves to the first remaining choice.
  useEffect(() => {
    if (warning.canExtend) return;
    body.current?.closest('dialog')?.querySelector<HTMLButtonElement>('.dialog-footer button')?.focus();
  }, [warning.canExtend]);

  return (
    <Dialog
      open
      tone="warning"
      title={t('session.expiring.title')}
      description={<p ref={body}>{message}</p>}
      testId="session-expiring-dialog"
      dismissible={!warning.canExtend}
      onClose={props.onClose}
      actions={
        warning.canExtend
          ? [
              {
                label: t('session.expiring.continue'),
                variant: 'primary',
                busy: warning.extending,
                onClick: props.onContinue,
              },
            ]
          : [
              { label: t('session.expiring.close'), onClick: props.onClose },
              { label: t('session.expiring.signOutNow'), variant: 'primary', onClick: props.onSignOut },
            ]
      }
    >
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {liveText}
      </p>
    </Dialog>
  );
}

/** Whole seconds until `deadline`, counted down every second. */
function useSecondsLeft(deadline: number): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(deadline, Date.now()));
  useEffect(() => {
    setSeconds(secondsUntil(deadline, Date.now()));
    const timer = setInterval(() => setSeconds(secondsUntil(deadline, Date.now())), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return seconds;
}

/** The session-expiring dialog of the console's dialog host, driven by the session keeper (stores/session-keeper.ts). */
export function SessionExpiringDialog(): ReactNode {
  const warning = useStore($sessionWarning);
  const secondsLeft = useSecondsLeft(warning?.deadline ?? 0);
  if (!warning) return null;
  return (
    <SessionExpiringView
      warning={warning}
      secondsLeft={secondsLeft}
      onContinue={() => void continueWorking()}
      onSignOut={() => void signOutNow()}
      onClose={closeSessionWarning}
    />
  );
}
