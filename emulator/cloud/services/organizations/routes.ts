import type { Context } from 'hono';
import type { CloudEnv } from '../../context.ts';
import { sendWithEtag } from '../../wire/etag.ts';
import { notAuthorizedOrNotFound } from '../../wire/errors.ts';
import { pageArray, readPageRequest, sendPage } from '../../wire/paging.ts';
import { enumQuery, optionalQuery, requiredQuery } from '../../wire/params.ts';
import type { ServiceDeps } from '../cloud-service.ts';
import { optionalOwnCompartmentQuery, ownCompartmentQuery } from '../commercial/compartment-scope.ts';
import { sortedBy } from '../commercial/list-sort.ts';
import type { ServiceRouter } from '../service-router.ts';

/** Where OneSubscription answers (the SDK's endpoint path), below a service/region prefix like every other service. */
export const ONESUBS_BASE = '/onesubs/:region/oalapp/service/onesubs/proxy/20210501';

const LINK_STATES = ['CREATING', 'ACTIVE', 'INACTIVE', 'UPDATING', 'FAILED', 'TERMINATED'] as const;
const SORT_ORDERS = ['ASC', 'DESC'] as const;

interface SubscriptionRow {
  id: string;
  tenancy_id: string;
  service_name: string;
  classic_subscription_id: string;
  is_classic_subscription: boolean;
  payment_model: string;
  region_assignment: string;
  lifecycle_state: string;
  program_type: string;
  customer_country_code: string | null;
  promotion: unknown[];
  purchase_entitlement_id: string;
  currency: string;
  subscription_tier: string;
  csi_number: string | null;
  total_value: string | null;
  osub_type: string;
  osub_status: string;
  start_date: Date;
  end_date: Date | null;
  time_created: Date;
  time_updated: Date;
}

interface LinkRow {
  id: string;
  parent_tenancy_id: string;
  child_tenancy_id: string;
  lifecycle_state: string;
  time_created: Date;
  time_terminated: Date | null;
}

const CURRENCY_NAMES: Record<string, string> = { USD: 'US Dollar', EUR: 'Euro', GBP: 'Pound Sterling' };

/** A classic (V1) subscription as the tenant manager answers it; `compartmentId` is the tenancy it is listed in. */
function toSubscription(row: SubscriptionRow, compartmentId: string) {
  return {
    entityVersion: 'V1',
    id: row.id,
    compartmentId,
    serviceName: row.service_name,
    classicSubscriptionId: row.classic_subscription_id,
    isClassicSubscription: row.is_classic_subscription,
    paymentModel: row.payment_model,
    regionAssignment: row.region_assignment,
    lifecycleState: row.lifecycle_state,
    programType: row.program_type,
    customerCountryCode: row.customer_country_code,
    cloudAmountCurrency: row.currency,
    csiNumber: row.csi_number,
    subscriptionTier: row.subscription_tier,
    isGovernmentSubscription: false,
    promotion: row.promotion,
    purchaseEntitlementId: row.purchase_entitlement_id,
    skus: [],
    startDate: row.start_date.toISOString(),
    endDate: row.end_date?.toISOString() ?? null,
    timeCreated: row.time_created.toISOString(),
    timeUpdated: row.time_updated.toISOString(),
    freeformTags: {},
    definedTags: {},
  };
}

/** The OneSubscription view of a subscription (oci-osuborganizationsubscription SubscriptionSummary). */
function toOsubSummary(row: SubscriptionRow) {
  return {
    id: row.classic_subscription_id,
    serviceName: row.service_name,
    type: row.osub_type,
    status: row.osub_status,
    timeStart: row.start_date.toISOString(),
    ...(row.end_date === null ? {} : { timeEnd: row.end_date.toISOString() }),
    currency: { name: CURRENCY_NAMES[row.currency] ?? row.currency, isoCode: row.currency, stdPrecision: 2 },
    ...(row.total_value === null ? {} : { totalValue: row.total_value }),
  };
}

function toLink(row: LinkRow) {
  return {
    id: row.id,
    parentTenancyId: row.parent_tenancy_id,
    childTenancyId: row.child_tenancy_id,
    lifecycleState: row.lifecycle_state,
    timeCreated: row.time_created.toISOString(),
    timeTerminated: row.time_terminated?.toISOString() ?? null,
  };
}

/** The sort of the tenant manager's lists: sortBy timeCreated (default) or displayName (the service name). */
function readSubscriptionSort(c: Context<CloudEnv>) {
  const sortBy = enumQuery(c, 'sortBy', ['timeCreated', 'displayName'] as const) ?? 'timeCreated';
  const sortOrder = enumQuery(c, 'sortOrder', SORT_ORDERS) ?? (sortBy === 'timeCreated' ? 'DESC' : 'ASC');
  return (rows: SubscriptionRow[]) =>
    sortedBy(
      rows,
      row =>
        sortBy === 'displayName' ? `${row.service_name} ${row.id}` : `${row.time_created.toISOString()} ${row.id}`,
      sortOrder
    );
}

/** Organizations (20200801): links, subscriptions, assigned subscriptions; OneSubscription organization subscriptions. */
export function organizationsRoutes({ db, store, router }: ServiceDeps): ServiceRouter[] {
  const api = router({ version: '20200801' });
  const onesubs = router({ base: ONESUBS_BASE });

  const owned = async (tenancyId: string) => {
    const { rows } = await db.query<SubscriptionRow>('select * from organization_subscriptions where tenancy_id = $1', [
      tenancyId,
    ]);
    return rows;
  };

  const assigned = async (tenancyId: string) => {
    const { rows } = await db.query<SubscriptionRow>(
      `select s.* from organization_subscriptions s
       join organization_subscription_assignments a on a.subscription_id = s.id where a.tenancy_id = $1`,
      [tenancyId]
    );
    return rows;
  };

  api.get('ListLinks', '/links', async c => {
    const { tenancyId } = c.get('principal');
    const parentTenancyId = optionalQuery(c, 'parentTenancyId');
    const childTenancyId = optionalQuery(c, 'childTenancyId');
    // A tenancy sees the links it is part of; naming another tenancy on either side finds nothing it may see.
    for (const named of [parentTenancyId, childTenancyId]) {
      if (named !== undefined && named !== tenancyId) throw notAuthorizedOrNotFound();
    }
    const lifecycleState = enumQuery(c, 'lifecycleState', LINK_STATES);
    const sortOrder = enumQuery(c, 'sortOrder', SORT_ORDERS) ?? 'ASC';
    const { rows } = await db.query<LinkRow>(
      `select * from organization_links
       where (parent_tenancy_id = $1 or child_tenancy_id = $1)
         and ($2::text is null or parent_tenancy_id = $2) and ($3::text is null or child_tenancy_id = $3)
         and ($4::text is null or lifecycle_state = $4)`,
      [tenancyId, parentTenancyId ?? null, childTenancyId ?? null, lifecycleState ?? null]
    );
    const sorted = sortedBy(rows, row => `${row.time_created.toISOString()} ${row.id}`, sortOrder);
    return sendPage(c, pageArray(sorted, readPageRequest(c)), items => ({ items: items.map(toLink) }));
  });

  api.get('ListSubscriptions', '/subscriptions', async c => {
    // compartmentId is optional here (spec 3 §7): the caller's tenancy when absent.
    const compartmentId = (await optionalOwnCompartmentQuery(c, store)) ?? c.get('principal').tenancyId;
    const subscriptionId = optionalQuery(c, 'subscriptionId');
    const entityVersion = enumQuery(c, 'entityVersion', ['V1', 'V2'] as const);
    const sort = readSubscriptionSort(c);
    const request = readPageRequest(c);
    const rows = (await owned(compartmentId)).filter(
      row => (subscriptionId === undefined || row.id === subscriptionId) && entityVersion !== 'V2'
    );
    return sendPage(c, pageArray(sort(rows), request), items => ({
      items: items.map(row => toSubscription(row, compartmentId)),
    }));
  });

  api.get('ListAssignedSubscriptions', '/assignedSubscriptions', async c => {
    const compartmentId = await ownCompartmentQuery(c, store);
    const subscriptionId = optionalQuery(c, 'subscriptionId');
    const entityVersion = enumQuery(c, 'entityVersion', ['V1', 'V2'] as const);
    const sort = readSubscriptionSort(c);
    const request = readPageRequest(c);
    const rows = (await assigned(compartmentId)).filter(
      row => (subscriptionId === undefined || row.id === subscriptionId) && entityVersion !== 'V2'
    );
    return sendPage(c, pageArray(sort(rows), request), items => ({
      items: items.map(row => toSubscription(row, compartmentId)),
    }));
  });

  // Also the spec's "detail call for the CLOUDCM subscription by id" (path not shown): the same GetSubscription.
  api.get('GetSubscription', '/subscriptions/:subscriptionId', async c => {
    const { tenancyId } = c.get('principal');
    const row = (await assigned(tenancyId)).find(candidate => candidate.id === c.req.param('subscriptionId'));
    if (!row) throw notAuthorizedOrNotFound();
    return sendWithEtag(c, toSubscription(row, tenancyId));
  });

  // The organization subscription list by compartment (path not shown in the spec): OneSubscription's, as the
  // oci-osuborganizationsubscription SDK calls it.
  onesubs.get('ListOrganizationSubscriptions', '/organizationSubscription', async c => {
    const compartmentId = await ownCompartmentQuery(c, store);
    const wanted = requiredQuery(c, 'subscriptionIds')
      .split(',')
      .map(id => id.trim())
      .filter(id => id !== '');
    const sortBy = enumQuery(c, 'sortBy', ['SUBSCRIPTIONID', 'TIMESTART'] as const) ?? 'TIMESTART';
    const sortOrder = enumQuery(c, 'sortOrder', SORT_ORDERS) ?? 'ASC';
    const request = readPageRequest(c);
    // Ids are the Organizations API's: subscription OCIDs or their classic ids. Another tenancy's id is not found.
    const { rows: foreign } = await db.query(
      `select 1 from organization_subscriptions s where (s.id = any($1) or s.classic_subscription_id = any($1))
       and not exists (select 1 from organization_subscription_assignments a where a.subscription_id = s.id
                       and a.tenancy_id = $2)`,
      [wanted, c.get('principal').tenancyId]
    );
    if (foreign.length > 0) throw notAuthorizedOrNotFound();
    const rows = (await assigned(compartmentId)).filter(
      row => wanted.includes(row.id) || wanted.includes(row.classic_subscription_id)
    );
    const sorted = sortedBy(
      rows,
      row => (sortBy === 'SUBSCRIPTIONID' ? row.classic_subscription_id : row.start_date.toISOString()),
      sortOrder
    );
    return sendPage(c, pageArray(sorted, request), items => items.map(toOsubSummary));
  });

  return [api, onesubs];
}
