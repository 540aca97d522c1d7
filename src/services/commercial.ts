import * as v from 'valibot';
import { listAll } from './call.ts';
import type { ServiceContext } from './service-context.ts';

/** Commercial services API version (spec 3 §7). */
export const COMMERCIAL_VERSION = '20180827';

/** The service name of the commercial services' endpoints. */
export const COMMERCIAL_SERVICE = 'commercial';

const CUSTOM_ATTRIBUTE_SCHEMA = v.object({ name: v.string(), value: v.string() });

/** A purchase entitlement summary (spec 3 §3, spec 2 §3). */
export const PURCHASE_ENTITLEMENT_SCHEMA = v.object({
  id: v.string(),
  name: v.string(),
  compartmentId: v.optional(v.string()),
  serviceDefinition: v.object({ type: v.string() }),
  account: v.optional(v.object({ isSaaSCustomer: v.optional(v.boolean()) })),
  customAttributes: v.optional(v.array(CUSTOM_ATTRIBUTE_SCHEMA), []),
  promotion: v.optional(
    v.object({
      amount: v.optional(v.number()),
      currencyUnit: v.optional(v.string()),
      isIntentToPay: v.optional(v.boolean()),
      timeStart: v.optional(v.string()),
      timeEnd: v.optional(v.string()),
    })
  ),
  status: v.optional(v.string()),
  timeCreated: v.optional(v.string()),
});

/** A purchase entitlement summary. */
export type PurchaseEntitlement = v.InferOutput<typeof PURCHASE_ENTITLEMENT_SCHEMA>;

/** A message center: the tenancy's ongoing account notifications. */
export const MESSAGE_CENTER_SCHEMA = v.object({
  id: v.string(),
  compartmentId: v.optional(v.string()),
  displayName: v.optional(v.string()),
  ongoingNotificationsOverview: v.optional(
    v.object({ count: v.optional(v.number()), isCountPartial: v.optional(v.boolean()) })
  ),
  timeCreated: v.optional(v.string()),
});

/** A message center. */
export type MessageCenter = v.InferOutput<typeof MESSAGE_CENTER_SCHEMA>;

const WEIGHT = v.optional(v.nullable(v.number()));

/** A service entitlement registration (spec 3 §3). */
export const SERVICE_ENTITLEMENT_REGISTRATION_SCHEMA = v.object({
  id: v.string(),
  compartmentId: v.optional(v.string()),
  purchaseEntitlementId: v.optional(v.string()),
  idcsInstanceId: v.optional(v.string()),
  status: v.optional(v.string()),
  dataCenters: v.optional(v.nullable(v.array(v.string()))),
  dataRegion: v.optional(v.nullable(v.string())),
  serviceDefinition: v.optional(
    v.nullable(
      v.object({
        id: v.optional(v.string()),
        name: v.optional(v.string()),
        displayName: v.optional(v.string()),
        shortDisplayName: v.optional(v.string()),
        weight: WEIGHT,
        group: v.optional(
          v.nullable(v.object({ id: v.optional(v.string()), displayName: v.optional(v.string()), weight: WEIGHT }))
        ),
      })
    )
  ),
  serviceInstanceEndPoints: v.optional(v.nullable(v.array(v.object({ type: v.string(), url: v.string() })))),
  timeCreated: v.optional(v.string()),
});

/** A service entitlement registration. */
export type ServiceEntitlementRegistration = v.InferOutput<typeof SERVICE_ENTITLEMENT_REGISTRATION_SCHEMA>;

/** GET /purchaseEntitlements?compartmentId: every page of the tenancy's purchase entitlement summaries. */
export function listPurchaseEntitlements(
  context: ServiceContext,
  compartmentId: string
): Promise<PurchaseEntitlement[]> {
  return listAll(
    context,
    {
      service: COMMERCIAL_SERVICE,
      version: COMMERCIAL_VERSION,
      operation: 'ListPurchaseEntitlements',
      path: '/purchaseEntitlements',
      query: { compartmentId },
      required: { compartmentId },
      schema: v.array(PURCHASE_ENTITLEMENT_SCHEMA),
    },
    page => page
  );
}

/** GET /messageCenters?compartmentId: the tenancy's message centers. */
export function listMessageCenters(context: ServiceContext, compartmentId: string): Promise<MessageCenter[]> {
  return listAll(
    context,
    {
      service: COMMERCIAL_SERVICE,
      version: COMMERCIAL_VERSION,
      operation: 'ListMessageCenters',
      path: '/messageCenters',
      query: { compartmentId },
      required: { compartmentId },
      schema: v.array(MESSAGE_CENTER_SCHEMA),
    },
    page => page
  );
}

/**
 * GET /serviceEntitlementRegistrations?compartmentId[&idcsInstanceId] with Accept-Language: the SaaS and PaaS
 * services the tenancy is registered for; group names come back in that language.
 */
export function listServiceEntitlementRegistrations(
  context: ServiceContext,
  options: { compartmentId: string; idcsInstanceId?: string | undefined; language?: string | undefined }
): Promise<ServiceEntitlementRegistration[]> {
  return listAll(
    context,
    {
      service: COMMERCIAL_SERVICE,
      version: COMMERCIAL_VERSION,
      operation: 'ListServiceEntitlementRegistrations',
      path: '/serviceEntitlementRegistrations',
      query: { compartmentId: options.compartmentId, idcsInstanceId: options.idcsInstanceId },
      ...(options.language ? { headers: { 'Accept-Language': options.language } } : {}),
      required: { compartmentId: options.compartmentId },
      schema: v.array(SERVICE_ENTITLEMENT_REGISTRATION_SCHEMA),
    },
    page => page
  );
}
