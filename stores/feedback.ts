import { atom, computed } from 'nanostores';
import { FEEDBACK_COMMENT_MAX_LENGTH, submitFeedback, type CreateFeedbackDetails } from '../src/services/feedback.ts';
import { ApiError } from '../src/http/errors.ts';
import { LOCAL_KEYS, readLocalJson, writeLocalJson } from '../src/storage/browser-storage.ts';
import { $feedbackPanelPrompt, clearFeedbackNotifications, closeFeedbackPanel } from './feedback-panel.ts';
import { $preferences, setContactForUsabilityPreference } from './preferences.ts';
import { $location } from './route.ts';
import { serviceContext } from './service-context.ts';
import { $session } from './session.ts';

// The feedback panel's form (spec 1 §3 "Feedback: rating, comment, usability-contact choice"; spec 2 §2, §3, §5, §7,
// §8). What the user typed is a draft kept in localStorage per user id at every change, so neither a failed submission
// nor a sign-out and sign-in loses it (issue 15); a successful submission removes it.

/** The highest rating (the local cloud accepts 1–5). */
export const FEEDBACK_MAX_RATING = 5;

/** What the user has put in the form so far. */
export interface FeedbackDraft {
  /** 1 to 5, or null before the user chose. */
  rating: number | null;
  comment: string;
  /** The usability-contact choice; null until the user touched it (the stored preference shows meanwhile). */
  contact: boolean | null;
}

/** Where the submission stands. */
export type FeedbackSubmission =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'failed'; message: string; requestId: string | null }
  | { status: 'submitted' };

/** What the panel shows. */
export interface FeedbackView {
  draft: FeedbackDraft;
  /** The contact choice shown: the draft's, else the stored preference (spec 3 §3 `shouldContactForUsablity`). */
  contact: boolean;
  commentLength: number;
  /** Over 1000 characters (spec 2 §5): 'Cannot exceed 1000 characters'. */
  commentTooLong: boolean;
  /** Submit was pressed without a rating. */
  ratingMissing: boolean;
  submission: FeedbackSubmission;
  /** The component a prompt asked about, or undefined when the user opened the panel. */
  prompt: string | undefined;
  /** The draft came back from an earlier visit. */
  restored: boolean;
}

const EMPTY_DRAFT: FeedbackDraft = { rating: null, comment: '', contact: null };

export const $feedbackDraft = atom<FeedbackDraft>(EMPTY_DRAFT);
export const $feedbackSubmission = atom<FeedbackSubmission>({ status: 'idle' });
const $attempted = atom(false);
const $restored = atom(false);

export const $feedback = computed(
  [$feedbackDraft, $feedbackSubmission, $attempted, $restored, $preferences, $feedbackPanelPrompt],
  (draft, submission, attempted, restored, preferences, prompt): FeedbackView => ({
    draft,
    contact: draft.contact ?? preferences.preferences.shouldContactForUsablity ?? false,
    commentLength: draft.comment.length,
    commentTooLong: draft.comment.length > FEEDBACK_COMMENT_MAX_LENGTH,
    ratingMissing: attempted && draft.rating === null,
    submission,
    prompt,
    restored,
  })
);

/** Reads a stored draft leniently: anything malformed is dropped field by field; an empty draft is null. */
export function parseFeedbackDraft(stored: unknown): FeedbackDraft | null {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  const { rating, comment, contact } = stored as Record<string, unknown>;
  const draft: FeedbackDraft = {
    rating:
      typeof rating === 'number' && Number.isInteger(rating) && rating >= 1 && rating <= FEEDBACK_MAX_RATING
        ? rating
        : null,
    comment: typeof comment === 'string' ? comment : '',
    contact: typeof contact === 'boolean' ? contact : null,
  };
  return isEmpty(draft) ? null : draft;
}

function isEmpty(draft: FeedbackDraft): boolean {
  return draft.rating === null && draft.comment === '' && draft.contact === null;
}

function storedDrafts(): Record<string, unknown> {
  const stored = readLocalJson(LOCAL_KEYS.feedbackDrafts);
  return typeof stored === 'object' && stored !== null && !Array.isArray(stored)
    ? (stored as Record<string, unknown>)
    : {};
}

function currentUserId(): string | null {
  return $session.get().claims?.sub ?? null;
}

function storeDraft(draft: FeedbackDraft): void {
  const userId = currentUserId();
  if (!userId) return;
  const others = Object.entries(storedDrafts()).filter(([id]) => id !== userId);
  writeLocalJson(LOCAL_KEYS.feedbackDrafts, Object.fromEntries(isEmpty(draft) ? others : [...others, [userId, draft]]));
}

/** The signed-in user's stored draft, or null. */
export function readStoredFeedbackDraft(): FeedbackDraft | null {
  const userId = currentUserId();
  return userId ? parseFeedbackDraft(storedDrafts()[userId]) : null;
}

/** Prepares the form as the panel opens: the user's stored draft comes back; a confirmation or an old error goes. */
export function openFeedback(): void {
  const stored = readStoredFeedbackDraft();
  $feedbackDraft.set(stored ?? EMPTY_DRAFT);
  $restored.set(stored !== null);
  $attempted.set(false);
  const submission = $feedbackSubmission.get();
  if (submission.status !== 'submitting') $feedbackSubmission.set({ status: 'idle' });
}

/** Records a change; it is stored at once. A change after a failure keeps the failure's message until the next try. */
export function changeFeedback(change: Partial<FeedbackDraft>): void {
  const draft = { ...$feedbackDraft.get(), ...change };
  $feedbackDraft.set(draft);
  $restored.set(false);
  storeDraft(draft);
}

/**
 * The product the feedback is about (spec 2 §3 `product {source, component, category}`). Chosen: source `console`; the
 * component is the prompt's, else the console area of the page (the path's first segment, `home` for `/`); the
 * category says whether a prompt asked (`prompt`) or the user came on their own (`general`).
 */
export function feedbackProduct(prompt: string | undefined, path: string): CreateFeedbackDetails['product'] {
  const area = path.split('/').find(segment => segment !== '') ?? 'home';
  return { source: 'console', component: prompt ?? area, category: prompt === undefined ? 'general' : 'prompt' };
}

/**
 * Sends the feedback (spec 3 §7 POST /feedback 20210801 with createFeedbackDetails). Without a rating or with a comment
 * over 1000 characters nothing is sent and the form says why. A failure keeps the draft and shows the feedback submit
 * error with the service's request id (spec 1 §8); success removes the draft, answers the prompts and confirms. A
 * changed contact choice is saved as the user preference (its failure only debug-logged, spec 2 §8).
 */
export async function submitFeedbackDraft(): Promise<boolean> {
  const view = $feedback.get();
  if (view.submission.status === 'submitting') return false;
  $attempted.set(true);
  const { rating, comment } = view.draft;
  if (rating === null || view.commentTooLong) return false;
  $feedbackSubmission.set({ status: 'submitting' });
  const contact = view.contact;
  const trimmed = comment.trim();
  try {
    await submitFeedback(serviceContext(), {
      feedbackData: {
        rating: { value: rating },
        ...(trimmed === '' ? {} : { comment: trimmed }),
        shouldContactForUsability: contact,
      },
      product: feedbackProduct(view.prompt, $location.get().pathname),
    });
  } catch (error) {
    const cause = error instanceof Error ? error.cause : undefined;
    console.warn('[feedback] the feedback was not submitted', error);
    $feedbackSubmission.set({
      status: 'failed',
      message: cause instanceof ApiError ? cause.message : '',
      requestId: cause instanceof ApiError ? (cause.requestId ?? null) : null,
    });
    return false;
  }
  if (contact !== ($preferences.get().preferences.shouldContactForUsablity ?? false)) {
    void setContactForUsabilityPreference(contact);
  }
  $feedbackDraft.set(EMPTY_DRAFT);
  $restored.set(false);
  $attempted.set(false);
  storeDraft(EMPTY_DRAFT);
  clearFeedbackNotifications();
  $feedbackSubmission.set({ status: 'submitted' });
  return true;
}

/** Close button or Escape: the panel closes and the draft stays for the next visit. */
export function dismissFeedback(): void {
  closeFeedbackPanel();
}
