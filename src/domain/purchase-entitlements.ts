// Rules about purchase entitlements from spec 3 §3, §4, §5, §9 and spec 2 §3, §4, §5, §9. Pure: no I/O, no stores.
import { SAAS_SERVICE_TYPES } from './saas-service-types.ts';

/** Realms in which purchase entitlements are fetched (spec 3 §9, spec 2 §9). */
export const PURCHASE_ENTITLEMENT_REALMS: readonly string[] = ['R1', 'OC1', 'OC4', 'OC17'];

/** How long the console waits for the purchase entitlements (spec 2 §9: purchase entitlement wait 10000 ms). */
export const PURCHASE_ENTITLEMENT_WAIT_MS = 10_000;

/** Service type of the cloud-credit entitlement every tenancy has (spec 2 §9: cloud credit group CLOUDCM). */
export const CLOUD_CREDIT_SERVICE_TYPE = 'CLOUDCM';

/** PROGRAM_TYPE value of a Solutions-Engineer trial (spec 3 §9, SE trial profile). */
export const SE_TRIAL_PROGRAM_TYPE = 'SE-TRIAL';

/** The custom attributes the console tracks and caches (spec 3 §3, spec 2 §3). */
export const TRACKED_ATTRIBUTES = {
  programType: 'PROGRAM_TYPE',
  promotionIntentToPay: 'PROMOTION_INTENT_TO_PAY',
  customerCountryCode: 'CUSTOMER_COUNTRY_CODE',
  // Not shown: the spec names a fourth tracked attribute without its name. Chosen: PROMOTION_TYPE, the attribute
  // that says which promotion an entitlement carries, read alongside PROMOTION_INTENT_TO_PAY.
  promotionType: 'PROMOTION_TYPE',
} as const;

const TRACKED_NAMES: ReadonlySet<string> = new Set(Object.values(TRACKED_ATTRIBUTES));

/** A custom attribute of a purchase entitlement. */
export interface CustomAttribute {
  name: string;
  value: string;
}

/** The promotion of a purchase entitlement (spec 2 §3). */
export interface EntitlementPromotion {
  amount?: number | undefined;
  currencyUnit?: string | undefined;
  isIntentToPay?: boolean | undefined;
  timeStart?: string | undefined;
  timeEnd?: string | undefined;
}

/** A purchase entitlement summary (spec 3 §3): the fields the console reads. */
export interface PurchaseEntitlementSummary {
  id: string;
  name: string;
  serviceDefinition: { type: string };
  account?: { isSaaSCustomer?: boolean | undefined } | undefined;
  customAttributes?: readonly CustomAttribute[] | undefined;
  promotion?: EntitlementPromotion | undefined;
}

/** What is cached of a summary: id, name, serviceDefinition, account and the tracked attributes only (spec 3 §4). */
export interface CachedPurchaseEntitlementSummary {
  id: string;
  name: string;
  serviceDefinition: { type: string };
  account?: { isSaaSCustomer?: boolean | undefined } | undefined;
  customAttributes: CustomAttribute[];
}

/** The flags computed from the summaries on success (spec 3 §3, purchase entitlement state). */
export interface PurchaseEntitlementFlags {
  isSETrial: boolean;
  saasCustomer: boolean;
  saasCustomerInSameAccount: boolean;
}

/** The summary as it is cached: no promotion, only the tracked attributes (spec 3 §4). */
export function cachedSummary(summary: PurchaseEntitlementSummary): CachedPurchaseEntitlementSummary {
  return {
    id: summary.id,
    name: summary.name,
    serviceDefinition: { type: summary.serviceDefinition.type },
    ...(summary.account === undefined ? {} : { account: { isSaaSCustomer: summary.account.isSaaSCustomer } }),
    customAttributes: (summary.customAttributes ?? [])
      .filter(attribute => TRACKED_NAMES.has(attribute.name))
      .map(attribute => ({ name: attribute.name, value: attribute.value })),
  };
}

/** The value of a custom attribute, or undefined when the entitlement does not have it. */
export function attributeValue(
  summary: Pick<PurchaseEntitlementSummary, 'customAttributes'>,
  name: string
): string | undefined {
  return summary.customAttributes?.find(attribute => attribute.name === name)?.value;
}

/** The cloud-credit (CLOUDCM) entitlement among the summaries, if any (SE trial state: CMPurchaseEntitlement). */
export function cloudCreditEntitlement<T extends PurchaseEntitlementSummary>(summaries: readonly T[]): T | undefined {
  return summaries.find(summary => summary.serviceDefinition.type === CLOUD_CREDIT_SERVICE_TYPE);
}

/**
 * An SE trial tenancy: the CLOUDCM entitlement has PROGRAM_TYPE SE-TRIAL and PROMOTION_INTENT_TO_PAY not Y
 * (spec 3 §9, spec 2 §4).
 */
export function isSETrial(summaries: readonly PurchaseEntitlementSummary[]): boolean {
  const cloudCredit = cloudCreditEntitlement(summaries);
  if (!cloudCredit) return false;
  return (
    attributeValue(cloudCredit, TRACKED_ATTRIBUTES.programType) === SE_TRIAL_PROGRAM_TYPE &&
    attributeValue(cloudCredit, TRACKED_ATTRIBUTES.promotionIntentToPay) !== 'Y'
  );
}

/**
 * A SaaS customer. Not shown: how the flag is computed. Chosen: some entitlement is for a SaaS product (its service
 * type is in the SaaS-customer list) or is marked by the service as a SaaS customer's (account.isSaaSCustomer).
 */
export function isSaasCustomer(summaries: readonly PurchaseEntitlementSummary[]): boolean {
  return summaries.some(
    summary =>
      summary.serviceDefinition.type !== CLOUD_CREDIT_SERVICE_TYPE &&
      (SAAS_SERVICE_TYPES.has(summary.serviceDefinition.type.toUpperCase()) || summary.account?.isSaaSCustomer === true)
  );
}

/**
 * A SaaS customer in the same account. Not shown: how the flag is computed. Chosen: the tenancy's own cloud-credit
 * (CLOUDCM) entitlement belongs to a SaaS customer's account, so the SaaS applications and the cloud tenancy share
 * one account.
 */
export function isSaasCustomerInSameAccount(summaries: readonly PurchaseEntitlementSummary[]): boolean {
  return cloudCreditEntitlement(summaries)?.account?.isSaaSCustomer === true;
}

/** The flags a successful fetch computes (spec 3 §4). */
export function purchaseEntitlementFlags(summaries: readonly PurchaseEntitlementSummary[]): PurchaseEntitlementFlags {
  return {
    isSETrial: isSETrial(summaries),
    saasCustomer: isSaasCustomer(summaries),
    saasCustomerInSameAccount: isSaasCustomerInSameAccount(summaries),
  };
}

/** Why purchase entitlements are not fetched. */
export type PurchaseEntitlementSkipReason = 'disconnected' | 'blocked' | 'realm';

/**
 * Whether to skip fetching: in a disconnected or blocked context, and in realms other than R1, OC1, OC4, OC17
 * (spec 3 §5, spec 2 §5). Realm keys are compared without regard to case (the build's realm is `oc1`).
 */
export function purchaseEntitlementSkipReason(context: {
  realm: string;
  disconnected?: boolean | undefined;
  blocked?: boolean | undefined;
}): PurchaseEntitlementSkipReason | null {
  if (context.disconnected) return 'disconnected';
  if (context.blocked) return 'blocked';
  if (!PURCHASE_ENTITLEMENT_REALMS.includes(context.realm.trim().toUpperCase())) return 'realm';
  return null;
}

/** Where the SE trial's country code may come from (spec 3 §5, spec 2 §5). */
export interface SETrialCountrySources {
  /** The country of the payment method's billing address. */
  billingAddressCountry?: string | null | undefined;
  /** The CLOUDCM purchase entitlement, whose CUSTOMER_COUNTRY_CODE attribute is read. */
  purchaseEntitlement?: Pick<PurchaseEntitlementSummary, 'customAttributes'> | null | undefined;
  /** The country of the (CLOUDCM) organization subscription. */
  subscriptionCountry?: string | null | undefined;
}

function present(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed.toUpperCase() : undefined;
}

/**
 * The SE trial country code, taken in order: billing address country, purchase-entitlement country attribute,
 * subscription country (spec 3 §5). Undefined when none has one; the caller logs that error.
 */
export function seTrialCountryCode(sources: SETrialCountrySources): string | undefined {
  const attribute = sources.purchaseEntitlement
    ? attributeValue(sources.purchaseEntitlement, TRACKED_ATTRIBUTES.customerCountryCode)
    : undefined;
  return present(sources.billingAddressCountry) ?? present(attribute) ?? present(sources.subscriptionCountry);
}
