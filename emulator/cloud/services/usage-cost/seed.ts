import type { SeedContext } from '../cloud-service.ts';
import { commerceFacts, seedNumber } from '../commercial/scenario-commerce.ts';
import type { CommerceFacts } from '../commercial/scenario-commerce.ts';

const SUBSCRIPTION_TYPES = {
  PROMOTION: 'PROMOTION',
  PAY_AS_YOU_GO: 'PAYASYOUGO',
  MONTHLY_COMMIT: 'COMMITMENT',
  FUNDED_ALLOCATION: 'FUNDEDALLOCATION',
  FREE_TIER: 'FREE_TIER',
} as const;

function bought(facts: CommerceFacts) {
  if (facts.promotion) {
    const { timeStart, timeEnd, amount, usedAmount } = facts.promotion;
    return { timeStart, timeEnd, amount, usedAmount };
  }
  return facts.commitment ?? facts.fundedAllocation;
}

const INSERT = `insert into billing_subscriptions (id, tenancy_id, plan_number, order_number, buyer_email,
   subscription_type, pricing_model, provisioning_group, currency, status, is_intent_to_pay, total_amount, used_amount,
   time_start, time_end, time_created)
 values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`;

/**
 * Seeds each tenancy's cloud subscription (promotion, pay as you go, commitment, funded allocation or free tier), then
 * the commitments some tenancies bought beside it, each a subscription of its own created when it started (so the
 * main subscription stays the first, which GetSubscriptionInfo answers).
 */
export async function seedBillingSubscriptions({ db, scenarios, seededAt }: SeedContext): Promise<void> {
  for (const scenario of scenarios) {
    const facts = commerceFacts(scenario, seededAt);
    const purchase = bought(facts);
    const buyerEmail = scenario.users[0]?.email ?? `billing@${scenario.name}.example`;
    await db.query(INSERT, [
      facts.classicSubscriptionId,
      facts.tenancyId,
      facts.planNumber,
      seedNumber(`order/${scenario.name}`, 7),
      buyerEmail,
      SUBSCRIPTION_TYPES[facts.pricingModel],
      facts.pricingModel,
      facts.promotion ? 'PROMOMB' : 'CLOUDCM',
      facts.currency,
      facts.promotion?.status ?? 'ACTIVE',
      facts.promotion?.isIntentToPay ?? facts.pricingModel !== 'FREE_TIER',
      purchase?.amount ?? null,
      purchase?.usedAmount ?? null,
      purchase?.timeStart ?? facts.timeCreated,
      purchase?.timeEnd ?? null,
      facts.timeCreated,
    ]);
    for (const [index, commitment] of facts.additionalCommitments.entries()) {
      const ended = commitment.timeEnd.getTime() <= seededAt.getTime();
      await db.query(INSERT, [
        commitment.classicSubscriptionId,
        facts.tenancyId,
        commitment.planNumber,
        seedNumber(`order/${scenario.name}/COMMITMENT/${index}`, 7),
        buyerEmail,
        SUBSCRIPTION_TYPES.MONTHLY_COMMIT,
        'MONTHLY_COMMIT',
        'CLOUDCM',
        facts.currency,
        ended ? 'EXPIRED' : 'ACTIVE',
        true,
        commitment.amount,
        commitment.usedAmount,
        commitment.timeStart,
        commitment.timeEnd,
        new Date(Math.max(commitment.timeStart.getTime(), facts.timeCreated.getTime() + 1)),
      ]);
    }
  }
}
