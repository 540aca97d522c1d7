// The commercial facts of each scenario tenancy (entitlements, subscriptions, promotion, commitments, SaaS
// environments), derived once from scenarios.ts so that every commerce-family module (commercial, organizations,
// usage cost, usage API, service manager, applisting) seeds the same ids, amounts and dates.
import { createHash } from 'node:crypto';
import { resolveSeedTime } from '../../scenarios.ts';
import type { Scenario } from '../../scenarios.ts';
import { seedOcid } from '../../seed-ocid.ts';
import { idcsInstanceId } from '../idcs/routes.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How a tenancy pays (spec 3 §9 price models, plus the promotion, funded allocation and free-tier cases). */
export type PricingModel = 'PROMOTION' | 'PAY_AS_YOU_GO' | 'MONTHLY_COMMIT' | 'FUNDED_ALLOCATION' | 'FREE_TIER';

/** A promotion (trial credit) with absolute times. */
export interface PromotionFacts {
  amount: number;
  currency: string;
  timeStart: Date;
  timeEnd: Date;
  usedAmount: number;
  isIntentToPay: boolean;
  /** Promotion status of the subscription (spec 3 §9): ACTIVE until timeEnd, then EXPIRED. */
  status: 'ACTIVE' | 'EXPIRED';
}

/** A commitment or funded allocation: an amount to spend between two dates. */
export interface CommitmentFacts {
  timeStart: Date;
  timeEnd: Date;
  amount: number;
  usedAmount: number;
}

/** A commitment bought beside the tenancy's main subscription: a subscription of its own. */
export interface AdditionalCommitmentFacts extends CommitmentFacts {
  /** Its classic (numeric) subscription id. */
  classicSubscriptionId: string;
  planNumber: string;
}

/** One service environment of a SaaS application. */
export interface SaasEnvironmentFacts {
  /** Service manager proxy id. */
  id: string;
  /** Applisting environment id. */
  appEnvironmentId: string;
  name: string;
  environmentType: string;
  region: string;
  /** Service manager proxy status (spec 3 §9, service entitlement registration status). */
  status: string;
  /** Applisting lifecycle state (spec 2 §3: Active, Deleted, Failed, Deleting). */
  lifecycleState: string;
  lifecycleDetails: string | null;
  consoleUrl: string;
}

/** A SaaS application subscription. */
export interface SaasApplicationFacts {
  serviceType: string;
  displayName: string;
  shortDisplayName: string;
  entitlementId: string;
  subscriptionId: string;
  classicSubscriptionId: string;
  registrationId: string;
  environments: SaasEnvironmentFacts[];
}

/** Everything the commerce family seeds for one scenario tenancy. */
export interface CommerceFacts {
  scenario: Scenario;
  tenancyId: string;
  timeCreated: Date;
  currency: string;
  pricingModel: PricingModel;
  /** The cloud-credit (CLOUDCM) purchase entitlement every tenancy has. */
  cloudcmEntitlementId: string;
  /** The organizations subscription of the CLOUDCM entitlement. */
  cloudcmSubscriptionId: string;
  /** Its classic (numeric) subscription id, as OneSubscription and the usage services name it. */
  classicSubscriptionId: string;
  planNumber: string;
  /** The program type commercial services record (SE-TRIAL for Solutions-Engineer trials). */
  programType: string;
  customerCountryCode: string | null;
  promotion: PromotionFacts | null;
  commitment: CommitmentFacts | null;
  fundedAllocation: CommitmentFacts | null;
  /**
   * Commitments bought beside the main subscription, each a subscription of its own (the demo tenancy pays as it goes
   * and holds several, so Home's billing panel pages through them); ended ones included.
   */
  additionalCommitments: AdditionalCommitmentFacts[];
  /** Typical spend per day outside a promotion, in `currency`. */
  dailyCost: number;
  saasApplications: SaasApplicationFacts[];
  /** The IDCS stripe of the tenancy's default domain, which service entitlement registrations belong to. */
  idcsInstanceId: string;
}

// Spend per day of the paying scenarios, so each one's cost analysis tells its own story; others get a default.
const DAILY_COST: Record<string, number> = {
  'paid-payg': 48.3,
  'isolation-peer': 22.1,
  'always-free': 0,
  'saas-customer': 310,
  internal: 64,
  operator: 12.5,
  'operator-production': 920,
  'identity-domain-user': 18.4,
  'federated-user': 9.75,
  'legacy-identity-service-user': 6.2,
};
const DEFAULT_DAILY_COST = 15;

// Commitments beside the main subscription, relative to the seed time: three running (the billing panel pages through
// them) and one ended, which the panel leaves out (spec 2 §5: only commitments active today count).
const ADDITIONAL_COMMITMENTS: Record<
  string,
  readonly { startedDaysAgo: number; lengthDays: number; amount: number; usedAmount: number }[]
> = {
  'paid-payg': [
    { startedDaysAgo: 200, lengthDays: 365, amount: 60_000, usedAmount: 41_250.4 },
    { startedDaysAgo: 75, lengthDays: 365, amount: 24_000, usedAmount: 5_310.75 },
    { startedDaysAgo: 20, lengthDays: 180, amount: 12_000, usedAmount: 9_120 },
    { startedDaysAgo: 500, lengthDays: 365, amount: 30_000, usedAmount: 30_000 },
  ],
};

// SaaS environments that are not healthy, so the Applications home shows its failure states too.
const FAILED_ENVIRONMENTS: Record<string, string> = {
  'hcm-test': 'Refresh from production failed: the target pod ran out of storage. Contact support.',
};

const SHORT_NAMES: Record<string, string> = { HCM: 'HCM', ERP: 'ERP', CRM: 'CX Sales', SCM: 'SCM' };

function currencyOf(countryCode: string | null | undefined): string {
  if (countryCode === 'GB') return 'GBP';
  if (countryCode === 'DE' || countryCode === 'FR') return 'EUR';
  return 'USD';
}

/** A stable numeric id (OneSubscription and classic subscription ids are numbers) derived from a seed name. */
export function seedNumber(name: string, digits = 8): string {
  const value = BigInt(`0x${createHash('sha256').update(name).digest('hex').slice(0, 15)}`);
  const floor = 10n ** BigInt(digits - 1);
  return String(floor + (value % (9n * floor)));
}

function pricingModelOf(scenario: Scenario): PricingModel {
  if (scenario.promotion) return 'PROMOTION';
  if (scenario.account.freeTierOnly) return 'FREE_TIER';
  if (scenario.account.hasSaasSubscription) return 'MONTHLY_COMMIT';
  if (scenario.account.programType === 'INTERNAL') return 'FUNDED_ALLOCATION';
  return 'PAY_AS_YOU_GO';
}

function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** The commercial facts of a scenario, with times resolved against the seed time. */
export function commerceFacts(scenario: Scenario, seededAt: Date): CommerceFacts {
  const name = scenario.name;
  const timeCreated = resolveSeedTime(scenario.timeCreated, seededAt);
  const pricingModel = pricingModelOf(scenario);
  const currency = scenario.promotion?.currency ?? currencyOf(scenario.customerCountryCode);
  const dailyCost = DAILY_COST[scenario.key] ?? DEFAULT_DAILY_COST;

  let promotion: PromotionFacts | null = null;
  if (scenario.promotion) {
    const { amount, startedDaysAgo, lengthDays, usedAmount, isIntentToPay } = scenario.promotion;
    const timeStart = new Date(seededAt.getTime() - startedDaysAgo * DAY_MS);
    const timeEnd = new Date(timeStart.getTime() + lengthDays * DAY_MS);
    promotion = {
      amount,
      currency: scenario.promotion.currency,
      timeStart,
      timeEnd,
      usedAmount,
      isIntentToPay,
      status: timeEnd.getTime() > seededAt.getTime() ? 'ACTIVE' : 'EXPIRED',
    };
  }

  // Commitments and funded allocations run for a year and are four months (two for allocations) under way.
  const commitment: CommitmentFacts | null =
    pricingModel === 'MONTHLY_COMMIT'
      ? {
          timeStart: new Date(seededAt.getTime() - 120 * DAY_MS),
          timeEnd: new Date(seededAt.getTime() + 245 * DAY_MS),
          amount: 120_000,
          usedAmount: roundCents(120 * dailyCost),
        }
      : null;
  const fundedAllocation: CommitmentFacts | null =
    pricingModel === 'FUNDED_ALLOCATION'
      ? {
          timeStart: new Date(seededAt.getTime() - 60 * DAY_MS),
          timeEnd: new Date(seededAt.getTime() + 305 * DAY_MS),
          amount: Math.max(50_000, Math.ceil((dailyCost * 365) / 10_000) * 10_000),
          usedAmount: roundCents(60 * dailyCost),
        }
      : null;

  const additionalCommitments = (ADDITIONAL_COMMITMENTS[scenario.key] ?? []).map(
    (commitment, index): AdditionalCommitmentFacts => {
      const timeStart = new Date(seededAt.getTime() - commitment.startedDaysAgo * DAY_MS);
      return {
        classicSubscriptionId: seedNumber(`classic/${name}/COMMITMENT/${index}`),
        planNumber: seedNumber(`plan/${name}/COMMITMENT/${index}`, 9),
        timeStart,
        timeEnd: new Date(timeStart.getTime() + commitment.lengthDays * DAY_MS),
        amount: commitment.amount,
        usedAmount: commitment.usedAmount,
      };
    }
  );

  const saasApplications = (scenario.saasApplications ?? []).map((application): SaasApplicationFacts => {
    const key = `${name}/${application.serviceType}`;
    return {
      serviceType: application.serviceType,
      displayName: application.displayName,
      shortDisplayName: SHORT_NAMES[application.serviceType] ?? application.serviceType,
      entitlementId: seedOcid('purchaseentitlement', key),
      subscriptionId: seedOcid('organizationssubscription', key),
      classicSubscriptionId: seedNumber(`classic/${key}`),
      registrationId: seedOcid('serviceentitlementregistration', key),
      environments: application.environments.map(environment => {
        const failure = FAILED_ENVIRONMENTS[environment.name];
        return {
          id: seedOcid('serviceenvironment', `${key}/${environment.name}`),
          appEnvironmentId: seedOcid('appenvironment', `${key}/${environment.name}`),
          name: environment.name,
          environmentType: environment.environmentType,
          region: environment.region,
          status: failure === undefined ? 'ACTIVE' : 'FAILED_ACTIVATION',
          lifecycleState: failure === undefined ? 'Active' : 'Failed',
          lifecycleDetails: failure ?? null,
          // `.example` hosts: the local cloud never points at a real SaaS pod.
          consoleUrl: `https://${environment.name}.fa.${environment.region}.oraclecloud.example/fscmUI/faces/FuseWelcome`,
        };
      }),
    };
  });

  return {
    scenario,
    tenancyId: scenario.id,
    timeCreated,
    currency,
    pricingModel,
    cloudcmEntitlementId: seedOcid('purchaseentitlement', `${name}/CLOUDCM`),
    cloudcmSubscriptionId: seedOcid('organizationssubscription', `${name}/CLOUDCM`),
    classicSubscriptionId: seedNumber(`classic/${name}/CLOUDCM`),
    planNumber: seedNumber(`plan/${name}`, 9),
    programType: scenario.account.programType,
    customerCountryCode: scenario.customerCountryCode ?? null,
    promotion,
    commitment,
    fundedAllocation,
    additionalCommitments,
    dailyCost,
    saasApplications,
    // The identity service's instance info answers the same id, so its filter finds these registrations.
    idcsInstanceId: idcsInstanceId(scenario.domain.id),
  };
}
