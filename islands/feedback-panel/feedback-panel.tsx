import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { t } from '../../src/i18n/i18n.ts';
import { FEEDBACK_COMMENT_MAX_LENGTH } from '../../src/services/feedback.ts';
import { FEEDBACK_MAX_RATING } from '../../stores/feedback.ts';
import { SidePanel } from '../shared/side-panel.tsx';
import type { FeedbackPanelProps } from './interfaces.ts';

const RATINGS = Array.from({ length: FEEDBACK_MAX_RATING }, (_, index) => index + 1);

/** The question a prompt asks (spec 2 §2: the tour's completion opens the feedback prompt). */
function promptText(prompt: string | undefined): string | null {
  if (prompt === undefined) return null;
  return prompt === 'guided-tour' ? t('feedback.prompt.guidedTour') : t('feedback.prompt.other');
}

/**
 * The feedback panel (spec 1 §3 "Feedback: rating, comment, usability-contact choice"; spec 2 §2, §5): a rating of 1
 * to 5, a comment of at most 1000 characters with a live count ('Cannot exceed 1000 characters' past it; nothing typed
 * is ever cut), and whether the team may contact the user about usability studies. A failed submission keeps
 * everything and says so; a successful one thanks the user. Submit without a rating moves focus to the rating.
 */
export function FeedbackPanel({ open, view, onChange, onSubmit, onClose, onAnother }: FeedbackPanelProps): ReactNode {
  const id = useId();
  const firstRating = useRef<HTMLInputElement>(null);
  const thanks = useRef<HTMLHeadingElement>(null);
  const { draft, submission } = view;
  const submitting = submission.status === 'submitting';
  const submitted = submission.status === 'submitted';
  const remaining = FEEDBACK_COMMENT_MAX_LENGTH - view.commentLength;
  const prompt = promptText(view.prompt);

  useEffect(() => {
    if (open && submitted) thanks.current?.focus();
  }, [open, submitted]);

  useEffect(() => {
    if (view.ratingMissing) firstRating.current?.focus();
  }, [view.ratingMissing]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };

  const footer = submitted ? null : (
    <>
      <button type="button" className="button" onClick={onClose}>
        {t('feedback.close')}
      </button>
      <button
        type="submit"
        form={`${id}-form`}
        className="button button-primary"
        aria-disabled={submitting ? 'true' : undefined}
      >
        {submitting ? t('feedback.submitting') : t('feedback.submit')}
      </button>
    </>
  );

  return (
    <SidePanel
      open={open}
      heading={t('feedback.heading')}
      size="small"
      onClose={() => onClose()}
      footer={footer}
      testId="feedback-panel"
    >
      {submitted ? (
        <div className="feedback-thanks" role="status">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="feedback-thanks-icon">
            <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="m7.5 12.5 3 3 6-7" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
          </svg>
          <h3 className="feedback-thanks-heading" ref={thanks} tabIndex={-1}>
            {t('feedback.success.heading')}
          </h3>
          <p>{t('feedback.success.body')}</p>
          <button type="button" className="button" onClick={onAnother}>
            {t('feedback.success.another')}
          </button>
        </div>
      ) : (
        <form id={`${id}-form`} className="feedback-form" noValidate onSubmit={handleSubmit} aria-busy={submitting}>
          {prompt ? (
            <p className="feedback-prompt">{prompt}</p>
          ) : (
            <p className="feedback-intro">{t('feedback.intro')}</p>
          )}
          {view.restored ? <p className="feedback-restored">{t('feedback.restored')}</p> : null}
          {submission.status === 'failed' ? (
            <div className="feedback-error" role="alert">
              <p className="feedback-error-title">{t('feedback.error')}</p>
              {submission.message ? <p>{t('feedback.error.details', { message: submission.message })}</p> : null}
              {submission.requestId ? (
                <p className="feedback-request-id">
                  {t('feedback.error.requestId', { requestId: submission.requestId })}
                </p>
              ) : null}
            </div>
          ) : null}
          <fieldset
            className="feedback-rating"
            aria-describedby={view.ratingMissing ? `${id}-rating-error` : undefined}
            aria-invalid={view.ratingMissing ? 'true' : undefined}
          >
            <legend className="feedback-label">{t('feedback.rating.legend')}</legend>
            <div className="feedback-rating-options">
              {RATINGS.map(value => (
                <label key={value} className="feedback-rating-option">
                  <input
                    ref={value === 1 ? firstRating : undefined}
                    type="radio"
                    name={`${id}-rating`}
                    value={value}
                    checked={draft.rating === value}
                    onChange={() => onChange({ rating: value })}
                  />
                  <span className="feedback-rating-value" aria-hidden="true">
                    {value}
                  </span>
                  <span className="feedback-rating-text">{t(`feedback.rating.${value}`)}</span>
                </label>
              ))}
            </div>
            {view.ratingMissing ? (
              <p id={`${id}-rating-error`} className="feedback-field-error">
                {t('feedback.rating.required')}
              </p>
            ) : null}
          </fieldset>
          <div className="feedback-field">
            <label className="feedback-label" htmlFor={`${id}-comment`}>
              {t('feedback.comment.label')}
            </label>
            <p id={`${id}-comment-hint`} className="feedback-hint">
              {t('feedback.comment.hint')}
            </p>
            <textarea
              id={`${id}-comment`}
              className="feedback-comment"
              rows={6}
              value={draft.comment}
              aria-describedby={`${id}-comment-hint ${id}-comment-count${view.commentTooLong ? ` ${id}-comment-error` : ''}`}
              aria-invalid={view.commentTooLong ? 'true' : undefined}
              onChange={event => onChange({ comment: event.target.value })}
            />
            <p
              id={`${id}-comment-count`}
              className={view.commentTooLong ? 'feedback-count feedback-count-over' : 'feedback-count'}
            >
              {view.commentTooLong
                ? t('feedback.comment.over', { over: -remaining })
                : t('feedback.comment.remaining', { remaining })}
            </p>
            {/* A live region from the start, so the error is announced when it appears. */}
            <div aria-live="polite" className="feedback-live">
              {view.commentTooLong ? (
                <p id={`${id}-comment-error`} className="feedback-field-error">
                  {t('feedback.comment.tooLong')}
                </p>
              ) : null}
            </div>
          </div>
          <div className="feedback-field">
            <label className="feedback-check">
              <input
                type="checkbox"
                checked={view.contact}
                aria-describedby={`${id}-contact-hint`}
                onChange={event => onChange({ contact: event.target.checked })}
              />
              <span>{t('feedback.contact.label')}</span>
            </label>
            <p id={`${id}-contact-hint`} className="feedback-hint feedback-check-hint">
              {t('feedback.contact.hint')}
            </p>
          </div>
        </form>
      )}
    </SidePanel>
  );
}
