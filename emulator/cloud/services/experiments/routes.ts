import { createHash, randomUUID } from 'node:crypto';
import { invalidParameter, missingParameter } from '../../wire/errors.ts';
import { jsonBody, optionalString, requiredObject, requiredString } from '../../wire/params.ts';
import type { ServiceDeps } from '../cloud-service.ts';
import type { ServiceRouter } from '../service-router.ts';

/** The campaigns the local cloud runs, with their experiences (spec 2 §9: campaign Shell-GuidedJourney). */
export const CAMPAIGNS: Readonly<Record<string, readonly string[]>> = {
  'Shell-GuidedJourney': ['control', 'guided-journey'],
};

/** One campaign's answer for a visitor. */
export interface Generation {
  campaignName: string;
  /** The experience name, or null when the visitor does not qualify (an unknown campaign). */
  experience: string | null;
  visitorQualified: boolean;
}

/**
 * The experience a tenancy gets in a campaign: a hash of both, so every user of a tenancy sees the same one on every
 * sign-in and tests can predict it; null for a campaign the cloud does not run.
 */
export function assignExperience(tenancyId: string, campaignName: string): string | null {
  const experiences = CAMPAIGNS[campaignName];
  if (!experiences || experiences.length === 0) return null;
  const digest = createHash('sha256').update(`${tenancyId}\n${campaignName}`).digest();
  return experiences[digest.readUInt32BE(0) % experiences.length] ?? null;
}

function stringList(body: Record<string, unknown>, field: string, operation: string | undefined): string[] {
  const value = body[field];
  if (value === undefined || value === null) throw missingParameter(field, operation);
  if (!Array.isArray(value) || value.length === 0) throw invalidParameter(`${field} must be a non-empty array.`);
  return value.map((item: unknown, index) => {
    if (typeof item !== 'string' || item === '')
      throw invalidParameter(`${field}[${index}] must be a non-empty string.`);
    return item;
  });
}

/** The customAttributes the console sends (spec 2 §7); checked so a console regression shows up as a 400. */
function checkCustomAttributes(body: Record<string, unknown>): void {
  const attributes = requiredObject(body, 'customAttributes');
  for (const field of ['region', 'language', 'tenancyOcid']) {
    requiredString(attributes, field, `customAttributes.${field}`);
  }
  for (const field of ['account', 'activeRealm', 'url']) optionalString(attributes, field, `customAttributes.${field}`);
  const promo = attributes['newUserPromo'];
  // The console sends the flag as a boolean or as its string form; anything else is a bug there.
  if (promo !== undefined && promo !== null && typeof promo !== 'boolean' && typeof promo !== 'string') {
    throw invalidParameter('customAttributes.newUserPromo must be a boolean or a string.');
  }
}

/** Experiments (v1): generations (which experience per campaign) and actions (what the visitor did). */
export function experimentsRoutes({ db, now, router }: ServiceDeps): ServiceRouter {
  const api = router({ version: 'v1' });

  api.post('GenerateExperiences', '/generations', async c => {
    const body = await jsonBody(c, 'generateExperiencesDetails');
    checkCustomAttributes(body);
    const campaigns = stringList(body, 'campaigns', c.get('operation'));
    // An absent state starts a new visitor; the console keeps it under maxy_visitor_state and sends it back.
    const visitorState = optionalString(body, 'visitorState') || `visitor-${randomUUID()}`;
    // The caller's tenancy, not customAttributes.tenancyOcid: the assignment must not be choosable by the client.
    const { tenancyId } = c.get('principal');
    const generations: Generation[] = campaigns.map(campaignName => {
      const experience = assignExperience(tenancyId, campaignName);
      return { campaignName, experience, visitorQualified: experience !== null };
    });
    return c.json({ generations, visitorState });
  });

  api.post('RecordExperimentActions', '/actions', async c => {
    const body = await jsonBody(c, 'recordExperimentActionsDetails');
    const visitorState = requiredString(body, 'visitorState');
    if (visitorState === '') throw missingParameter('visitorState', c.get('operation'));
    const actions = body['actions'];
    if (actions === undefined || actions === null) throw missingParameter('actions', c.get('operation'));
    if (!Array.isArray(actions) || actions.length === 0) throw invalidParameter('actions must be a non-empty array.');
    const parsed = actions.map((action: unknown, index) => {
      if (typeof action !== 'object' || action === null || Array.isArray(action)) {
        throw invalidParameter(`actions[${index}] must be a JSON object.`);
      }
      const fields = action as Record<string, unknown>;
      const name = requiredString(fields, 'name', `actions[${index}].name`);
      const campaignName = requiredString(fields, 'campaignName', `actions[${index}].campaignName`);
      if (name === '' || campaignName === '')
        throw invalidParameter(`actions[${index}] needs a name and a campaignName.`);
      return { name, campaignName };
    });
    const { tenancyId, userId } = c.get('principal');
    const at = now();
    await db.transaction(async tx => {
      for (const action of parsed) {
        await tx.query(
          `insert into experiment_actions (tenancy_id, user_id, visitor_state, name, campaign_name, time_created)
           values ($1, $2, $3, $4, $5, $6)`,
          [tenancyId, userId, visitorState, action.name, action.campaignName, at]
        );
      }
    });
    return c.body(null, 204);
  });

  return api;
}
