import * as v from 'valibot';
import { callServiceData, listAll, pathParam } from './call.ts';
import { COMMERCIAL_SERVICE, COMMERCIAL_VERSION } from './commercial.ts';
import type { ServiceContext } from './service-context.ts';

// The commercial services' profiles, profile properties and payment methods: only the SE trial terms use them (spec 2
// §4), and that island loads on its own; kept apart from commercial.ts, whose purchase entitlements and message
// centers start-up reads, because a module's schemas are calls the bundler keeps with any of its exports.

/** Modes of a profile property (who may read or write it). */
export type ProfilePropertyMode = 'CUSTOMER_READ' | 'CUSTOMER_WRITE' | 'OPERATOR_READ' | 'OPERATOR_WRITE';

const MODES_SCHEMA = v.array(v.string());

/** A property of a commercial profile, as a profile lists it (spec 2 §3: name, value, modes). */
export const PROFILE_PROPERTY_SCHEMA = v.object({
  id: v.optional(v.string()),
  profile: v.optional(v.object({ id: v.string() })),
  name: v.string(),
  value: v.string(),
  modes: v.optional(MODES_SCHEMA, []),
  timeCreated: v.optional(v.string()),
});

/** A property of a commercial profile. */
export type ProfileProperty = v.InferOutput<typeof PROFILE_PROPERTY_SCHEMA>;

/** A commercial services profile (spec 2 §3: id and properties). */
export const PROFILE_SCHEMA = v.object({
  id: v.string(),
  compartmentId: v.optional(v.string()),
  relatedEntity: v.optional(v.object({ purchaseEntitlement: v.optional(v.object({ id: v.string() })) })),
  properties: v.optional(v.array(PROFILE_PROPERTY_SCHEMA), []),
  lifecycleState: v.optional(v.string()),
  timeCreated: v.optional(v.string()),
});

/** A commercial services profile. */
export type CommercialProfile = v.InferOutput<typeof PROFILE_SCHEMA>;

/** A payment method registration of a subscription plan's purchase entitlement. */
export const PAYMENT_METHOD_REGISTRATION_SCHEMA = v.object({
  id: v.string(),
  compartmentId: v.optional(v.string()),
  subscriptionPlanPurchaseEntitlementId: v.optional(v.string()),
  status: v.optional(v.string()),
  paymentMethod: v.optional(v.record(v.string(), v.unknown())),
  hasBillingAddress: v.optional(v.boolean()),
  timeCreated: v.optional(v.string()),
});

/** A payment method registration. */
export type PaymentMethodRegistration = v.InferOutput<typeof PAYMENT_METHOD_REGISTRATION_SCHEMA>;

/** The billing address of a payment method; the console reads its country (spec 2 §7). */
export const BILLING_ADDRESS_SCHEMA = v.object({
  paymentMethodRegistrationId: v.optional(v.string()),
  companyName: v.optional(v.string()),
  line1: v.optional(v.string()),
  city: v.optional(v.string()),
  postalCode: v.optional(v.string()),
  country: v.optional(v.nullable(v.string())),
  countryName: v.optional(v.string()),
});

/** The billing address of a payment method. */
export type BillingAddress = v.InferOutput<typeof BILLING_ADDRESS_SCHEMA>;

/** A property to create, on a new profile or an existing one. */
export interface ProfilePropertyDetails {
  name: string;
  value: string;
  modes: readonly ProfilePropertyMode[];
}

/** GET /profiles?compartmentId[&purchaseEntitlementId]: the commercial profiles (spec 2 §7 GET profiles). */
export function listProfiles(
  context: ServiceContext,
  options: { compartmentId: string; purchaseEntitlementId?: string | undefined }
): Promise<CommercialProfile[]> {
  return listAll(
    context,
    {
      service: COMMERCIAL_SERVICE,
      version: COMMERCIAL_VERSION,
      operation: 'ListProfiles',
      path: '/profiles',
      query: { compartmentId: options.compartmentId, purchaseEntitlementId: options.purchaseEntitlementId },
      required: { compartmentId: options.compartmentId },
      schema: v.array(PROFILE_SCHEMA),
    },
    page => page
  );
}

/**
 * GET /profiles/{profileId}: one commercial profile (spec 2 §7 "Get commercial profile"; path not shown: chosen as the
 * usual /{collection}/{id}, docs/local-cloud-endpoints.md GetProfile).
 */
export function getProfile(context: ServiceContext, profileId: string): Promise<CommercialProfile> {
  return callServiceData(context, {
    service: COMMERCIAL_SERVICE,
    version: COMMERCIAL_VERSION,
    operation: 'GetProfile',
    path: `/profiles/${pathParam(profileId)}`,
    required: { profileId },
    schema: PROFILE_SCHEMA,
  });
}

/** POST /profiles: a profile for a purchase entitlement, with its first properties (spec 2 §7 createProfile). */
export function createProfile(
  context: ServiceContext,
  details: {
    purchaseEntitlementId: string;
    properties: readonly ProfilePropertyDetails[];
    compartmentId?: string | undefined;
  }
): Promise<CommercialProfile> {
  return callServiceData(context, {
    service: COMMERCIAL_SERVICE,
    version: COMMERCIAL_VERSION,
    operation: 'CreateProfile',
    path: '/profiles',
    method: 'POST',
    body: {
      ...(details.compartmentId === undefined ? {} : { compartmentId: details.compartmentId }),
      properties: details.properties.map(property => ({ ...property, modes: [...property.modes] })),
      relatedEntity: { purchaseEntitlement: { id: details.purchaseEntitlementId } },
    },
    retryToken: true,
    required: { purchaseEntitlementId: details.purchaseEntitlementId },
    schema: PROFILE_SCHEMA,
  });
}

/** GET /profileProperties?compartmentId[&profileId][&name]: profile properties. */
export function listProfileProperties(
  context: ServiceContext,
  options: { compartmentId: string; profileId?: string | undefined; name?: string | undefined }
): Promise<ProfileProperty[]> {
  return listAll(
    context,
    {
      service: COMMERCIAL_SERVICE,
      version: COMMERCIAL_VERSION,
      operation: 'ListProfileProperties',
      path: '/profileProperties',
      query: { compartmentId: options.compartmentId, profileId: options.profileId, name: options.name },
      required: { compartmentId: options.compartmentId },
      schema: v.array(PROFILE_PROPERTY_SCHEMA),
    },
    page => page
  );
}

/** POST /profileProperties: one property on an existing profile (spec 2 §7 createProfileProperty). */
export function createProfileProperty(
  context: ServiceContext,
  details: ProfilePropertyDetails & { profileId: string }
): Promise<ProfileProperty> {
  return callServiceData(context, {
    service: COMMERCIAL_SERVICE,
    version: COMMERCIAL_VERSION,
    operation: 'CreateProfileProperty',
    path: '/profileProperties',
    method: 'POST',
    body: { profile: { id: details.profileId }, name: details.name, value: details.value, modes: [...details.modes] },
    retryToken: true,
    required: { profileId: details.profileId, name: details.name, value: details.value },
    schema: PROFILE_PROPERTY_SCHEMA,
  });
}

/**
 * GET /paymentMethodRegistrations?compartmentId[&subscriptionPlanPurchaseEntitlementId]: payment methods
 * (spec 2 §7).
 */
export function listPaymentMethodRegistrations(
  context: ServiceContext,
  options: { compartmentId: string; subscriptionPlanPurchaseEntitlementId?: string | undefined }
): Promise<PaymentMethodRegistration[]> {
  return listAll(
    context,
    {
      service: COMMERCIAL_SERVICE,
      version: COMMERCIAL_VERSION,
      operation: 'ListPaymentMethodRegistrations',
      path: '/paymentMethodRegistrations',
      query: {
        compartmentId: options.compartmentId,
        subscriptionPlanPurchaseEntitlementId: options.subscriptionPlanPurchaseEntitlementId,
      },
      required: { compartmentId: options.compartmentId },
      schema: v.array(PAYMENT_METHOD_REGISTRATION_SCHEMA),
    },
    page => page
  );
}

/**
 * GET /paymentMethodRegistrations/{id}/billingAddress: the billing address of a payment method (spec 2 §7 "Billing
 * address of payment method": method and path not shown; chosen as a sub-resource of the registration,
 * docs/local-cloud-endpoints.md GetPaymentMethodBillingAddress).
 */
export function getPaymentMethodBillingAddress(
  context: ServiceContext,
  paymentMethodRegistrationId: string
): Promise<BillingAddress> {
  return callServiceData(context, {
    service: COMMERCIAL_SERVICE,
    version: COMMERCIAL_VERSION,
    operation: 'GetPaymentMethodBillingAddress',
    path: `/paymentMethodRegistrations/${pathParam(paymentMethodRegistrationId)}/billingAddress`,
    required: { paymentMethodRegistrationId },
    schema: BILLING_ADDRESS_SCHEMA,
  });
}
