import * as v from 'valibot';
import { callService } from './call.ts';
import type { ServiceContext } from './service-context.ts';

/** Feedback API version (spec 3 §7). */
export const FEEDBACK_VERSION = '20210801';

/** The longest feedback comment (spec 2 §5). */
export const FEEDBACK_COMMENT_MAX_LENGTH = 1000;

/** What the feedback panel sends (spec 2 §3: feedbackData.rating.value, product {source, component, category}). */
export interface CreateFeedbackDetails {
  feedbackData: {
    rating: { value: number };
    /** At most 1000 characters. */
    comment?: string;
    /** The usability-contact choice (spec 2 §2, Feedback). */
    shouldContactForUsability?: boolean;
  };
  product: { source: string; component: string; category?: string };
}

/** Feedback as the service stores it. */
export const FEEDBACK_SCHEMA = v.object({
  id: v.string(),
  compartmentId: v.nullish(v.string()),
  userId: v.nullish(v.string()),
  feedbackData: v.record(v.string(), v.unknown()),
  product: v.object({ source: v.string(), component: v.string(), category: v.nullish(v.string()) }),
  timeCreated: v.nullish(v.string()),
});

/** Feedback as the service stores it. */
export type Feedback = v.InferOutput<typeof FEEDBACK_SCHEMA>;

/** A submission that reached the service (spec 2 §7: 2xx is success). */
export interface FeedbackSubmitted {
  isSubmittedSuccessfully: true;
  feedback: Feedback;
}

/** Spec 2 §8, "Feedback failure rejects with isSubmittedSuccessfully false"; the service's error is the cause. */
export class FeedbackSubmissionError extends Error {
  /** Always false: the feedback was not recorded. */
  readonly isSubmittedSuccessfully = false;

  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'The feedback was not submitted.', { cause });
    this.name = 'FeedbackSubmissionError';
  }
}

/**
 * POST /feedback with a fresh opc-retry-token. Resolves `{isSubmittedSuccessfully: true}` on 2xx; any failure
 * (including a null createFeedbackDetails) rejects with a FeedbackSubmissionError.
 */
export async function submitFeedback(
  context: ServiceContext,
  createFeedbackDetails: CreateFeedbackDetails
): Promise<FeedbackSubmitted> {
  try {
    const { data } = await callService(context, {
      service: 'feedback',
      version: FEEDBACK_VERSION,
      operation: 'CreateFeedback',
      method: 'POST',
      path: '/feedback',
      body: createFeedbackDetails,
      retryToken: true,
      required: { createFeedbackDetails },
      schema: FEEDBACK_SCHEMA,
    });
    return { isSubmittedSuccessfully: true, feedback: data };
  } catch (error) {
    throw new FeedbackSubmissionError(error);
  }
}
