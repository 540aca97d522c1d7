import { randomUUID } from 'node:crypto';
import { seedOcid } from '../../seed-ocid.ts';
import { sendWithEtag } from '../../wire/etag.ts';
import { invalidParameter, missingParameter, notAuthorizedOrNotFound } from '../../wire/errors.ts';
import {
  jsonBody,
  optionalBoolean,
  optionalNumber,
  optionalString,
  requiredObject,
  requiredString,
} from '../../wire/params.ts';
import { withRetryToken } from '../../wire/retry-token.ts';
import type { ServiceDeps } from '../cloud-service.ts';
import type { ServiceRouter } from '../service-router.ts';

/** The longest comment the feedback panel may send (spec 2 §5). */
export const MAX_COMMENT_LENGTH = 1000;

interface FeedbackRow {
  id: string;
  tenancy_id: string;
  user_id: string;
  rating: number;
  comment: string | null;
  should_contact: boolean | null;
  product: Record<string, string>;
  feedback_data: Record<string, unknown>;
  time_created: Date;
}

function toFeedback(row: FeedbackRow) {
  return {
    id: row.id,
    compartmentId: row.tenancy_id,
    userId: row.user_id,
    feedbackData: row.feedback_data,
    product: row.product,
    timeCreated: row.time_created.toISOString(),
  };
}

/** Feedback (20210801): create feedback, and read one back. */
export function feedbackRoutes({ db, now, router }: ServiceDeps): ServiceRouter {
  const api = router({ version: '20210801' });

  api.post('CreateFeedback', '/feedback', async c =>
    withRetryToken(c, { db, now }, async () => {
      const { tenancyId, userId } = c.get('principal');
      const path = 'createFeedbackDetails';
      const details = await jsonBody(c, path);
      const data = requiredObject(details, 'feedbackData', `${path}.feedbackData`);
      const rating = requiredObject(data, 'rating', `${path}.feedbackData.rating`);
      const value = optionalNumber(rating, 'value', `${path}.feedbackData.rating.value`);
      if (value === undefined) throw missingParameter(`${path}.feedbackData.rating.value`, c.get('operation'));
      if (!Number.isInteger(value) || value < 1 || value > 5) {
        throw invalidParameter(`${path}.feedbackData.rating.value must be an integer from 1 to 5.`);
      }
      const comment = optionalString(data, 'comment', `${path}.feedbackData.comment`);
      if (comment !== undefined && comment.length > MAX_COMMENT_LENGTH) {
        throw invalidParameter(`${path}.feedbackData.comment must be at most ${MAX_COMMENT_LENGTH} characters.`);
      }
      const shouldContact =
        optionalBoolean(data, 'shouldContactForUsability', `${path}.feedbackData.shouldContactForUsability`) ?? null;
      const product = requiredObject(details, 'product', `${path}.product`);
      const category = optionalString(product, 'category', `${path}.product.category`);
      const productFields = {
        source: requiredString(product, 'source', `${path}.product.source`),
        component: requiredString(product, 'component', `${path}.product.component`),
        ...(category === undefined ? {} : { category }),
      };
      const { rows } = await db.query<FeedbackRow>(
        `insert into feedback_entries (id, tenancy_id, user_id, rating, comment, should_contact, product, feedback_data,
           time_created)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning *`,
        [
          seedOcid('feedback', randomUUID()),
          tenancyId,
          userId,
          value,
          comment ?? null,
          shouldContact,
          JSON.stringify(productFields),
          JSON.stringify(data),
          now(),
        ]
      );
      const [row] = rows;
      if (!row) throw new Error('insert returned no row');
      return sendWithEtag(c, toFeedback(row));
    })
  );

  // Path not shown in the spec: reading one feedback back, chosen as the usual OCI /{collection}/{id}.
  api.get('GetFeedback', '/feedback/:feedbackId', async c => {
    const { rows } = await db.query<FeedbackRow>('select * from feedback_entries where id = $1 and tenancy_id = $2', [
      c.req.param('feedbackId'),
      c.get('principal').tenancyId,
    ]);
    if (!rows[0]) throw notAuthorizedOrNotFound();
    return sendWithEtag(c, toFeedback(rows[0]));
  });

  return api;
}
