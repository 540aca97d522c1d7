import type { Transaction } from '@electric-sql/pglite';
import { seedOcid } from '../../seed-ocid.ts';
import type { SeedContext } from '../cloud-service.ts';
import { commerceFacts, seedNumber } from '../commercial/scenario-commerce.ts';
import type { CommerceFacts } from '../commercial/scenario-commerce.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

interface SubscriptionSeed {
  id: string;
  tenancyId: string;
  serviceName: string;
  classicSubscriptionId: string;
  paymentModel: string;
  programType: string;
  promotion: unknown[];
  purchaseEntitlementId: string;
  subscriptionTier: string;
  csiNumber: string | null;
  totalValue: number | null;
  osubType: string;
  osubStatus: string;
  startDate: Date;
  endDate: Date | null;
}

function cloudcmSubscription(facts: CommerceFacts): SubscriptionSeed {
  const { promotion, commitment, fundedAllocation } = facts;
  const free = facts.pricingModel === 'PROMOTION' || facts.pricingModel === 'FREE_TIER';
  const window = promotion ?? commitment ?? fundedAllocation;
  return {
    id: facts.cloudcmSubscriptionId,
    tenancyId: facts.tenancyId,
    serviceName: 'CLOUDCM',
    classicSubscriptionId: facts.classicSubscriptionId,
    paymentModel: facts.pricingModel,
    programType: facts.programType,
    promotion:
      promotion === null
        ? []
        : [
            {
              duration: Math.round((promotion.timeEnd.getTime() - promotion.timeStart.getTime()) / DAY_MS),
              durationUnit: 'DAYS',
              amount: promotion.amount,
              status: promotion.status,
              isIntentToPay: promotion.isIntentToPay,
              currencyUnit: promotion.currency,
              timeStarted: promotion.timeStart.toISOString(),
              timeExpired: promotion.timeEnd.toISOString(),
            },
          ],
    purchaseEntitlementId: facts.cloudcmEntitlementId,
    subscriptionTier: free ? 'FREE' : 'PAID',
    csiNumber: free ? null : seedNumber(`csi/${facts.scenario.name}`),
    totalValue: promotion?.amount ?? commitment?.amount ?? fundedAllocation?.amount ?? null,
    osubType: facts.pricingModel,
    osubStatus: promotion?.status ?? 'ACTIVE',
    startDate: window?.timeStart ?? facts.timeCreated,
    endDate: window?.timeEnd ?? null,
  };
}

async function insertSubscription(db: Transaction, facts: CommerceFacts, seed: SubscriptionSeed): Promise<void> {
  await db.query(
    `insert into organization_subscriptions (id, tenancy_id, service_name, classic_subscription_id,
       is_classic_subscription, payment_model, region_assignment, lifecycle_state, program_type, customer_country_code,
       promotion, purchase_entitlement_id, currency, subscription_tier, csi_number, total_value, osub_type, osub_status,
       start_date, end_date, time_created, time_updated)
     values ($1, $2, $3, $4, true, $5, $6, 'ACTIVE', $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $19)`,
    [
      seed.id,
      seed.tenancyId,
      seed.serviceName,
      seed.classicSubscriptionId,
      seed.paymentModel,
      facts.scenario.homeRegion,
      seed.programType,
      facts.customerCountryCode,
      JSON.stringify(seed.promotion),
      seed.purchaseEntitlementId,
      facts.currency,
      seed.subscriptionTier,
      seed.csiNumber,
      seed.totalValue,
      seed.osubType,
      seed.osubStatus,
      seed.startDate,
      seed.endDate,
      facts.timeCreated,
    ]
  );
  await db.query('insert into organization_subscription_assignments (subscription_id, tenancy_id) values ($1, $2)', [
    seed.id,
    seed.tenancyId,
  ]);
}

/**
 * Seeds each tenancy's CLOUDCM subscription and SaaS subscriptions, and an organization for every operator: its home
 * tenancy is the parent of the tenancies it may override into, and shares its CLOUDCM subscription with them.
 */
export async function seedOrganizations({ db, scenarios, seededAt }: SeedContext): Promise<void> {
  const factsByKey = new Map(scenarios.map(scenario => [scenario.key, commerceFacts(scenario, seededAt)]));
  for (const facts of factsByKey.values()) {
    await insertSubscription(db, facts, cloudcmSubscription(facts));
    for (const application of facts.saasApplications) {
      await insertSubscription(db, facts, {
        id: application.subscriptionId,
        tenancyId: facts.tenancyId,
        serviceName: application.serviceType,
        classicSubscriptionId: application.classicSubscriptionId,
        paymentModel: 'MONTHLY_COMMIT',
        programType: 'SAAS',
        promotion: [],
        purchaseEntitlementId: application.entitlementId,
        subscriptionTier: 'PAID',
        csiNumber: seedNumber(`csi/${facts.scenario.name}/${application.serviceType}`),
        totalValue: null,
        osubType: 'SAAS',
        osubStatus: 'ACTIVE',
        startDate: facts.timeCreated,
        endDate: null,
      });
    }
  }
  for (const parent of factsByKey.values()) {
    const children = new Set(parent.scenario.users.flatMap(user => user.overrideInto ?? []));
    for (const childKey of children) {
      const child = factsByKey.get(childKey);
      if (!child) continue;
      await db.query(
        `insert into organization_links (id, parent_tenancy_id, child_tenancy_id, lifecycle_state, time_created)
         values ($1, $2, $3, 'ACTIVE', $4)`,
        [
          seedOcid('organizationslink', `${parent.scenario.name}/${child.scenario.name}`),
          parent.tenancyId,
          child.tenancyId,
          new Date(Math.max(parent.timeCreated.getTime(), child.timeCreated.getTime())),
        ]
      );
      await db.query(
        'insert into organization_subscription_assignments (subscription_id, tenancy_id) values ($1, $2)',
        [parent.cloudcmSubscriptionId, child.tenancyId]
      );
    }
  }
}
