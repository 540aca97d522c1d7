import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { CloudEnv } from '../../context.ts';
import { seedOcid } from '../../seed-ocid.ts';
import { sendWithEtag } from '../../wire/etag.ts';
import { conflict, invalidParameter, notAuthorizedOrNotFound } from '../../wire/errors.ts';
import { pageArray, readPageRequest, sendPage } from '../../wire/paging.ts';
import { jsonBody, optionalQuery, optionalString, requiredObject, requiredString } from '../../wire/params.ts';
import { withRetryToken } from '../../wire/retry-token.ts';
import type { ServiceDeps } from '../cloud-service.ts';
import type { ServiceRouter } from '../service-router.ts';
import { ownCompartmentQuery } from './compartment-scope.ts';

/** Profile property modes the commercial service accepts. */
export const PROPERTY_MODES = ['CUSTOMER_READ', 'CUSTOMER_WRITE', 'OPERATOR_READ', 'OPERATOR_WRITE'] as const;

interface EntitlementRow {
  id: string;
  tenancy_id: string;
  name: string;
  service_type: string;
  is_saas_customer: boolean;
  custom_attributes: { name: string; value: string }[];
  promotion: Record<string, unknown> | null;
  status: string;
  time_created: Date;
}

interface ProfileRow {
  id: string;
  tenancy_id: string;
  purchase_entitlement_id: string;
  lifecycle_state: string;
  time_created: Date;
}

interface PropertyRow {
  id: string;
  profile_id: string;
  name: string;
  value: string;
  modes: string[];
  time_created: Date;
}

interface MessageCenterRow {
  id: string;
  tenancy_id: string;
  display_name: string;
  ongoing_count: number;
  is_count_partial: boolean;
  time_created: Date;
}

interface PaymentMethodRow {
  id: string;
  tenancy_id: string;
  purchase_entitlement_id: string;
  status: string;
  payment_method: Record<string, unknown>;
  billing_address: Record<string, unknown> | null;
  time_created: Date;
}

interface RegistrationRow {
  id: string;
  tenancy_id: string;
  purchase_entitlement_id: string;
  idcs_instance_id: string;
  status: string;
  data_centers: string[];
  data_region: string;
  service_definition: { group: { id: string; displayName: string; weight: number } } & Record<string, unknown>;
  service_instance_endpoints: { type: string; url: string }[];
  time_created: Date;
}

/** A property as a create asks for it. */
interface PropertyDetails {
  name: string;
  value: string;
  modes: string[];
}

// Service groups are the only translated names here: product names stay as they are in every language.
const GROUP_NAMES: Record<string, Record<string, string>> = {
  FUSION_APPLICATIONS: {
    de: 'Fusion-Anwendungen',
    fr: 'Applications Fusion',
    es: 'Aplicaciones Fusion',
    ja: 'Fusionアプリケーション',
  },
};

function toEntitlement(row: EntitlementRow) {
  return {
    id: row.id,
    name: row.name,
    compartmentId: row.tenancy_id,
    serviceDefinition: { type: row.service_type },
    account: { isSaaSCustomer: row.is_saas_customer },
    customAttributes: row.custom_attributes,
    ...(row.promotion === null ? {} : { promotion: row.promotion }),
    status: row.status,
    timeCreated: row.time_created.toISOString(),
  };
}

function toProperty(row: PropertyRow) {
  return {
    id: row.id,
    profile: { id: row.profile_id },
    name: row.name,
    value: row.value,
    modes: row.modes,
    timeCreated: row.time_created.toISOString(),
  };
}

function toProfile(row: ProfileRow, properties: PropertyRow[]) {
  return {
    id: row.id,
    compartmentId: row.tenancy_id,
    relatedEntity: { purchaseEntitlement: { id: row.purchase_entitlement_id } },
    properties: properties.map(property => ({
      id: property.id,
      name: property.name,
      value: property.value,
      modes: property.modes,
    })),
    lifecycleState: row.lifecycle_state,
    timeCreated: row.time_created.toISOString(),
  };
}

function toPaymentMethod(row: PaymentMethodRow) {
  return {
    id: row.id,
    compartmentId: row.tenancy_id,
    subscriptionPlanPurchaseEntitlementId: row.purchase_entitlement_id,
    status: row.status,
    paymentMethod: row.payment_method,
    hasBillingAddress: row.billing_address !== null,
    timeCreated: row.time_created.toISOString(),
  };
}

function primaryLanguage(c: Context<CloudEnv>): string {
  const header = c.req.header('accept-language') ?? '';
  const first = header.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  return first.split('-')[0] || 'en';
}

function toRegistration(row: RegistrationRow, language: string) {
  const { group } = row.service_definition;
  return {
    id: row.id,
    compartmentId: row.tenancy_id,
    purchaseEntitlementId: row.purchase_entitlement_id,
    idcsInstanceId: row.idcs_instance_id,
    status: row.status,
    dataCenters: row.data_centers,
    dataRegion: row.data_region,
    serviceDefinition: {
      ...row.service_definition,
      group: { ...group, displayName: GROUP_NAMES[group.id]?.[language] ?? group.displayName },
    },
    serviceInstanceEndPoints: row.service_instance_endpoints,
    timeCreated: row.time_created.toISOString(),
  };
}

function readProperty(value: unknown, path: string): PropertyDetails {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidParameter(`${path} must be a JSON object.`);
  }
  const details = value as Record<string, unknown>;
  const name = requiredString(details, 'name', `${path}.name`);
  if (name.trim() === '' || name.length > 255) throw invalidParameter(`${path}.name must be 1 to 255 characters.`);
  const text = requiredString(details, 'value', `${path}.value`);
  if (text.length > 4000) throw invalidParameter(`${path}.value must be at most 4000 characters.`);
  const modes = details['modes'] ?? [];
  if (
    !Array.isArray(modes) ||
    !modes.every(mode => typeof mode === 'string' && (PROPERTY_MODES as readonly string[]).includes(mode))
  ) {
    throw invalidParameter(`${path}.modes must be a list of ${PROPERTY_MODES.join(', ')}.`);
  }
  return { name, value: text, modes: [...new Set(modes as string[])] };
}

/** Commercial services (20180827): entitlements, profiles, message centers, payment methods, SaaS registrations. */
export function commercialRoutes({ db, store, now, router }: ServiceDeps): ServiceRouter {
  const api = router({ version: '20180827' });

  const findEntitlement = async (tenancyId: string, id: string) => {
    const { rows } = await db.query<EntitlementRow>(
      'select * from purchase_entitlements where id = $1 and tenancy_id = $2',
      [id, tenancyId]
    );
    if (!rows[0]) throw notAuthorizedOrNotFound();
    return rows[0];
  };

  const findProfile = async (tenancyId: string, id: string) => {
    const { rows } = await db.query<ProfileRow>('select * from commercial_profiles where id = $1 and tenancy_id = $2', [
      id,
      tenancyId,
    ]);
    if (!rows[0]) throw notAuthorizedOrNotFound();
    return rows[0];
  };

  const propertiesOf = async (profileIds: string[]) => {
    const { rows } = await db.query<PropertyRow>(
      'select * from commercial_profile_properties where profile_id = any($1) order by time_created, name',
      [profileIds]
    );
    return rows;
  };

  const profileAnswer = async (profile: ProfileRow) => toProfile(profile, await propertiesOf([profile.id]));

  api.get('ListPurchaseEntitlements', '/purchaseEntitlements', async c => {
    const compartmentId = await ownCompartmentQuery(c, store);
    // Entitlements live in the root compartment, so a sub-compartment lists none.
    const { rows } = await db.query<EntitlementRow>(
      'select * from purchase_entitlements where tenancy_id = $1 order by time_created, service_type, id',
      [compartmentId]
    );
    return sendPage(c, pageArray(rows, readPageRequest(c)), items => items.map(toEntitlement));
  });

  api.get('ListProfiles', '/profiles', async c => {
    const compartmentId = await ownCompartmentQuery(c, store);
    const entitlementId = optionalQuery(c, 'purchaseEntitlementId');
    if (entitlementId !== undefined) await findEntitlement(c.get('principal').tenancyId, entitlementId);
    const { rows } = await db.query<ProfileRow>(
      `select * from commercial_profiles where tenancy_id = $1 and ($2::text is null or purchase_entitlement_id = $2)
       order by time_created, id`,
      [compartmentId, entitlementId ?? null]
    );
    const page = pageArray(rows, readPageRequest(c));
    const properties = await propertiesOf(page.items.map(row => row.id));
    return sendPage(c, page, items =>
      items.map(row =>
        toProfile(
          row,
          properties.filter(property => property.profile_id === row.id)
        )
      )
    );
  });

  // Path not shown in the spec ("Get commercial profile" by id): chosen as the usual OCI /{collection}/{id}.
  api.get('GetProfile', '/profiles/:profileId', async c =>
    sendWithEtag(c, await profileAnswer(await findProfile(c.get('principal').tenancyId, c.req.param('profileId'))))
  );

  api.post('CreateProfile', '/profiles', async c =>
    withRetryToken(c, { db, now }, async () => {
      const { tenancyId } = c.get('principal');
      const details = await jsonBody(c, 'createProfileDetails');
      const related = requiredObject(details, 'relatedEntity', 'createProfileDetails.relatedEntity');
      const entitlement = requiredObject(
        related,
        'purchaseEntitlement',
        'createProfileDetails.relatedEntity.purchaseEntitlement'
      );
      const entitlementId = requiredString(
        entitlement,
        'id',
        'createProfileDetails.relatedEntity.purchaseEntitlement.id'
      );
      const compartmentId = optionalString(details, 'compartmentId', 'createProfileDetails.compartmentId');
      if (compartmentId !== undefined && compartmentId !== tenancyId) throw notAuthorizedOrNotFound();
      const rawProperties = details['properties'] ?? [];
      if (!Array.isArray(rawProperties)) throw invalidParameter('createProfileDetails.properties must be a list.');
      const properties = rawProperties.map((value, index) =>
        readProperty(value, `createProfileDetails.properties[${index}]`)
      );
      if (new Set(properties.map(property => property.name)).size !== properties.length) {
        throw invalidParameter('createProfileDetails.properties names must be unique.');
      }
      await findEntitlement(tenancyId, entitlementId);
      const at = now();
      const profileId = seedOcid('commercialprofile', randomUUID());
      await db.transaction(async tx => {
        const created = await tx.query(
          `insert into commercial_profiles (id, tenancy_id, purchase_entitlement_id, lifecycle_state, time_created)
           values ($1, $2, $3, 'ACTIVE', $4) on conflict (purchase_entitlement_id) do nothing returning id`,
          [profileId, tenancyId, entitlementId, at]
        );
        if (created.rows.length === 0) {
          throw conflict(`The purchase entitlement ${entitlementId} already has a profile.`);
        }
        for (const property of properties) {
          await tx.query(
            `insert into commercial_profile_properties (id, profile_id, tenancy_id, name, value, modes, time_created)
             values ($1, $2, $3, $4, $5, $6, $7)`,
            [
              seedOcid('commercialprofileproperty', randomUUID()),
              profileId,
              tenancyId,
              property.name,
              property.value,
              JSON.stringify(property.modes),
              at,
            ]
          );
        }
      });
      return sendWithEtag(c, await profileAnswer(await findProfile(tenancyId, profileId)));
    })
  );

  api.get('ListProfileProperties', '/profileProperties', async c => {
    const compartmentId = await ownCompartmentQuery(c, store);
    const profileId = optionalQuery(c, 'profileId');
    if (profileId !== undefined) await findProfile(c.get('principal').tenancyId, profileId);
    const name = optionalQuery(c, 'name');
    const { rows } = await db.query<PropertyRow>(
      `select * from commercial_profile_properties
       where tenancy_id = $1 and ($2::text is null or profile_id = $2) and ($3::text is null or name = $3)
       order by time_created, name, id`,
      [compartmentId, profileId ?? null, name ?? null]
    );
    return sendPage(c, pageArray(rows, readPageRequest(c)), items => items.map(toProperty));
  });

  api.post('CreateProfileProperty', '/profileProperties', async c =>
    withRetryToken(c, { db, now }, async () => {
      const { tenancyId } = c.get('principal');
      const details = await jsonBody(c, 'createProfilePropertyDetails');
      const profile = requiredObject(details, 'profile', 'createProfilePropertyDetails.profile');
      const profileId = requiredString(profile, 'id', 'createProfilePropertyDetails.profile.id');
      const property = readProperty(details, 'createProfilePropertyDetails');
      await findProfile(tenancyId, profileId);
      const { rows } = await db.query<PropertyRow>(
        `insert into commercial_profile_properties (id, profile_id, tenancy_id, name, value, modes, time_created)
         values ($1, $2, $3, $4, $5, $6, $7) on conflict (profile_id, name) do nothing returning *`,
        [
          seedOcid('commercialprofileproperty', randomUUID()),
          profileId,
          tenancyId,
          property.name,
          property.value,
          JSON.stringify(property.modes),
          now(),
        ]
      );
      const [row] = rows;
      // The SE-trial agreement is written once: a second accepted-by must not overwrite the first.
      if (!row) throw conflict(`The profile already has a property named '${property.name}'.`);
      return sendWithEtag(c, toProperty(row));
    })
  );

  api.get('ListMessageCenters', '/messageCenters', async c => {
    const compartmentId = await ownCompartmentQuery(c, store);
    const { rows } = await db.query<MessageCenterRow>(
      'select * from message_centers where tenancy_id = $1 order by time_created, id',
      [compartmentId]
    );
    return sendPage(c, pageArray(rows, readPageRequest(c)), items =>
      items.map(row => ({
        id: row.id,
        compartmentId: row.tenancy_id,
        displayName: row.display_name,
        ongoingNotificationsOverview: { count: row.ongoing_count, isCountPartial: row.is_count_partial },
        timeCreated: row.time_created.toISOString(),
      }))
    );
  });

  api.get('ListPaymentMethodRegistrations', '/paymentMethodRegistrations', async c => {
    const compartmentId = await ownCompartmentQuery(c, store);
    const entitlementId = optionalQuery(c, 'subscriptionPlanPurchaseEntitlementId');
    if (entitlementId !== undefined) await findEntitlement(c.get('principal').tenancyId, entitlementId);
    const { rows } = await db.query<PaymentMethodRow>(
      `select * from payment_method_registrations
       where tenancy_id = $1 and ($2::text is null or purchase_entitlement_id = $2) order by time_created, id`,
      [compartmentId, entitlementId ?? null]
    );
    return sendPage(c, pageArray(rows, readPageRequest(c)), items => items.map(toPaymentMethod));
  });

  // Path not shown in the spec ("Billing address of payment method"): chosen as a sub-resource of the registration.
  api.get(
    'GetPaymentMethodBillingAddress',
    '/paymentMethodRegistrations/:paymentMethodRegistrationId/billingAddress',
    async c => {
      const { rows } = await db.query<PaymentMethodRow>(
        'select * from payment_method_registrations where id = $1 and tenancy_id = $2',
        [c.req.param('paymentMethodRegistrationId'), c.get('principal').tenancyId]
      );
      const address = rows[0]?.billing_address;
      if (!rows[0] || !address) throw notAuthorizedOrNotFound();
      return sendWithEtag(c, { paymentMethodRegistrationId: rows[0].id, ...address });
    }
  );

  api.get('ListServiceEntitlementRegistrations', '/serviceEntitlementRegistrations', async c => {
    const compartmentId = await ownCompartmentQuery(c, store);
    const idcsInstanceId = optionalQuery(c, 'idcsInstanceId');
    const language = primaryLanguage(c);
    const { rows } = await db.query<RegistrationRow>(
      `select * from service_entitlement_registrations
       where tenancy_id = $1 and ($2::text is null or idcs_instance_id = $2)
       order by (service_definition ->> 'weight')::int, id`,
      [compartmentId, idcsInstanceId ?? null]
    );
    c.header('content-language', GROUP_NAMES['FUSION_APPLICATIONS']?.[language] === undefined ? 'en' : language);
    return sendPage(c, pageArray(rows, readPageRequest(c)), items => items.map(row => toRegistration(row, language)));
  });

  return api;
}
