import type { Transaction } from '@electric-sql/pglite';
import { seedOcid } from '../../seed-ocid.ts';
import type { SeedContext } from '../cloud-service.ts';
import { commerceFacts } from './scenario-commerce.ts';
import type { CommerceFacts } from './scenario-commerce.ts';

/** The two profile properties that record an SE trial agreement (spec 3 §9, SE trial profile). */
export const SE_TRIAL_PROPERTIES = { acceptedBy: 'accepted-by', acceptedOn: 'accepted-on' } as const;

const CARD_TYPES = ['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER'] as const;

const COUNTRY_NAMES: Record<string, string> = {
  US: 'United States',
  DE: 'Germany',
  GB: 'United Kingdom',
  FR: 'France',
};

// Pending account notifications per promotion status: trials nearing their end have the most to say.
const NOTIFICATIONS: Record<string, number> = { active: 2, grace_period: 4, expired: 3 };

function cloudcmName(facts: CommerceFacts): string {
  switch (facts.pricingModel) {
    case 'PROMOTION':
      return facts.programType === 'SE-TRIAL' ? 'Solutions Engineer Trial Credits' : 'Free Trial Credits';
    case 'FREE_TIER':
      return 'Always Free';
    case 'MONTHLY_COMMIT':
      return 'Universal Credits - Annual Commitment';
    case 'FUNDED_ALLOCATION':
      return 'Internal Funded Allocation';
    case 'PAY_AS_YOU_GO':
      return 'Pay As You Go';
  }
}

function customAttributes(facts: CommerceFacts, programType: string): { name: string; value: string }[] {
  const attributes = [{ name: 'PROGRAM_TYPE', value: programType }];
  if (facts.promotion) {
    attributes.push({ name: 'PROMOTION_INTENT_TO_PAY', value: facts.promotion.isIntentToPay ? 'Y' : 'N' });
  }
  // The missing-country SE trial has no country anywhere: no attribute at all, not an empty one.
  if (facts.customerCountryCode !== null) {
    attributes.push({ name: 'CUSTOMER_COUNTRY_CODE', value: facts.customerCountryCode });
  }
  return attributes;
}

function dataRegionOf(region: string): string {
  if (region.startsWith('us-') || region.startsWith('ca-')) return 'NORTH_AMERICA';
  if (region.startsWith('eu-') || region.startsWith('uk-')) return 'EMEA';
  if (region.startsWith('sa-')) return 'LATIN_AMERICA';
  return 'APAC';
}

async function seedEntitlements(db: Transaction, facts: CommerceFacts): Promise<void> {
  const { scenario, promotion } = facts;
  await db.query(
    `insert into purchase_entitlements (id, tenancy_id, name, service_type, is_saas_customer, custom_attributes,
       promotion, status, time_created)
     values ($1, $2, $3, 'CLOUDCM', $4, $5, $6, 'ACTIVE', $7)`,
    [
      facts.cloudcmEntitlementId,
      facts.tenancyId,
      cloudcmName(facts),
      scenario.account.hasSaasSubscription,
      JSON.stringify(customAttributes(facts, facts.programType)),
      promotion === null
        ? null
        : JSON.stringify({
            amount: promotion.amount,
            currencyUnit: promotion.currency,
            isIntentToPay: promotion.isIntentToPay,
            timeStart: promotion.timeStart.toISOString(),
            timeEnd: promotion.timeEnd.toISOString(),
          }),
      facts.timeCreated,
    ]
  );
  for (const [index, application] of facts.saasApplications.entries()) {
    await db.query(
      `insert into purchase_entitlements (id, tenancy_id, name, service_type, is_saas_customer, custom_attributes,
         promotion, status, time_created)
       values ($1, $2, $3, $4, true, $5, null, 'ACTIVE', $6)`,
      [
        application.entitlementId,
        facts.tenancyId,
        application.displayName,
        application.serviceType,
        JSON.stringify(customAttributes(facts, 'SAAS')),
        facts.timeCreated,
      ]
    );
    const regions = [...new Set(application.environments.map(environment => environment.region))];
    await db.query(
      `insert into service_entitlement_registrations (id, tenancy_id, purchase_entitlement_id, idcs_instance_id, status,
         data_centers, data_region, service_definition, service_instance_endpoints, time_created)
       values ($1, $2, $3, $4, 'ACTIVE', $5, $6, $7, $8, $9)`,
      [
        application.registrationId,
        facts.tenancyId,
        application.entitlementId,
        facts.idcsInstanceId,
        JSON.stringify(regions),
        dataRegionOf(regions[0] ?? scenario.homeRegion),
        JSON.stringify({
          id: seedOcid('servicedefinition', application.serviceType),
          name: application.serviceType,
          displayName: application.displayName,
          shortDisplayName: application.shortDisplayName,
          weight: (index + 1) * 10,
          group: { id: 'FUSION_APPLICATIONS', displayName: 'Fusion Applications', weight: 100 },
        }),
        JSON.stringify(
          application.environments.map(environment => ({
            type: environment.environmentType === 'PRODUCTION' ? 'ADMIN_CONSOLE' : 'ADMIN_CONSOLE_NON_PRODUCTION',
            url: environment.consoleUrl,
          }))
        ),
        facts.timeCreated,
      ]
    );
  }
}

async function seedProfiles(db: Transaction, facts: CommerceFacts): Promise<void> {
  const { scenario } = facts;
  const user = scenario.users[0];
  if (!scenario.seTrial?.termsAccepted || !user) return;
  // An SE trial that already agreed: the profile holds both agreement properties, read-only for the customer.
  const profileId = seedOcid('commercialprofile', `${scenario.name}/CLOUDCM`);
  const acceptedOn = new Date(facts.timeCreated.getTime() + 10 * 60 * 1000);
  await db.query(
    `insert into commercial_profiles (id, tenancy_id, purchase_entitlement_id, lifecycle_state, time_created)
     values ($1, $2, $3, 'ACTIVE', $4)`,
    [profileId, facts.tenancyId, facts.cloudcmEntitlementId, acceptedOn]
  );
  const properties = [
    [SE_TRIAL_PROPERTIES.acceptedBy, user.email],
    [SE_TRIAL_PROPERTIES.acceptedOn, acceptedOn.toISOString()],
  ];
  for (const [name, value] of properties) {
    await db.query(
      `insert into commercial_profile_properties (id, profile_id, tenancy_id, name, value, modes, time_created)
       values ($1, $2, $3, $4, $5, '["CUSTOMER_READ"]', $6)`,
      [
        seedOcid('commercialprofileproperty', `${profileId}/${name}`),
        profileId,
        facts.tenancyId,
        name,
        value,
        acceptedOn,
      ]
    );
  }
}

async function seedAccountRecords(db: Transaction, facts: CommerceFacts, index: number): Promise<void> {
  const { scenario } = facts;
  const production = scenario.key === 'operator-production';
  await db.query(
    `insert into message_centers (id, tenancy_id, display_name, ongoing_count, is_count_partial, time_created)
     values ($1, $2, 'Account notifications', $3, $4, $5)`,
    [
      seedOcid('messagecenter', scenario.name),
      facts.tenancyId,
      // A production control plane has more ongoing notifications than one page counts.
      production ? 99 : (NOTIFICATIONS[scenario.account.promotionStatus] ?? 0),
      production,
      facts.timeCreated,
    ]
  );

  // SE trials are granted without a card and internal tenancies are funded internally: no payment method.
  if (facts.programType === 'SE-TRIAL' || facts.programType === 'INTERNAL') return;
  const country = facts.customerCountryCode;
  const cardType = CARD_TYPES[index % CARD_TYPES.length] ?? 'VISA';
  const user = scenario.users[0];
  await db.query(
    `insert into payment_method_registrations (id, tenancy_id, purchase_entitlement_id, status, payment_method,
       billing_address, time_created)
     values ($1, $2, $3, 'ACTIVE', $4, $5, $6)`,
    [
      seedOcid('paymentmethodregistration', scenario.name),
      facts.tenancyId,
      facts.cloudcmEntitlementId,
      JSON.stringify({
        type: 'CREDIT_CARD',
        creditCardType: cardType,
        lastDigits: String(1000 + ((index * 7919) % 9000)),
        nameOnCard: user?.description ?? scenario.description,
        timeExpiration: `${facts.timeCreated.getUTCFullYear() + 4}-12-31T00:00:00.000Z`,
      }),
      country === null
        ? null
        : JSON.stringify({
            companyName: scenario.description,
            line1: `${100 + index} Market Street`,
            city: { US: 'Austin', DE: 'Frankfurt am Main', GB: 'London', FR: 'Paris' }[country] ?? 'Capital City',
            postalCode: { US: '78701', DE: '60311', GB: 'EC2V 7HH', FR: '75001' }[country] ?? '00000',
            country,
            countryName: COUNTRY_NAMES[country] ?? country,
          }),
      facts.timeCreated,
    ]
  );
}

/** Seeds every scenario's entitlements, SE-trial profile, message center, payment method and SaaS registrations. */
export async function seedCommercial({ db, scenarios, seededAt }: SeedContext): Promise<void> {
  for (const [index, scenario] of scenarios.entries()) {
    const facts = commerceFacts(scenario, seededAt);
    await seedEntitlements(db, facts);
    await seedProfiles(db, facts);
    await seedAccountRecords(db, facts, index);
  }
}
