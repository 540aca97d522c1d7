-- Commercial services (20180827): purchase entitlements, profiles and their properties, message centers, payment
-- method registrations and service entitlement registrations.

create table purchase_entitlements (
  id text primary key,
  tenancy_id text not null references tenancies (id),
  name text not null,
  service_type text not null,            -- serviceDefinition.type: CLOUDCM, or a SaaS product code
  is_saas_customer boolean not null,
  custom_attributes jsonb not null,      -- [{name, value}]
  promotion jsonb,                       -- {amount, currencyUnit, isIntentToPay, timeStart, timeEnd} or null
  status text not null,
  time_created timestamptz not null
);

create index purchase_entitlements_tenancy on purchase_entitlements (tenancy_id);

create table commercial_profiles (
  id text primary key,
  tenancy_id text not null references tenancies (id),
  purchase_entitlement_id text not null references purchase_entitlements (id),
  lifecycle_state text not null,
  time_created timestamptz not null,
  -- One profile per entitlement: a second create answers 409, so agreement is recorded once.
  unique (purchase_entitlement_id)
);

create table commercial_profile_properties (
  id text primary key,
  profile_id text not null references commercial_profiles (id),
  tenancy_id text not null references tenancies (id),
  name text not null,
  value text not null,
  modes jsonb not null,                  -- e.g. ["CUSTOMER_READ"]
  time_created timestamptz not null,
  unique (profile_id, name)
);

create table message_centers (
  id text primary key,
  tenancy_id text not null references tenancies (id),
  display_name text not null,
  ongoing_count integer not null,
  is_count_partial boolean not null,
  time_created timestamptz not null
);

create table payment_method_registrations (
  id text primary key,
  tenancy_id text not null references tenancies (id),
  purchase_entitlement_id text not null references purchase_entitlements (id),
  status text not null,
  payment_method jsonb not null,         -- {type, creditCardType, lastDigits, nameOnCard, timeExpiration}
  billing_address jsonb,                 -- null when the registration has no billing address
  time_created timestamptz not null
);

create table service_entitlement_registrations (
  id text primary key,
  tenancy_id text not null references tenancies (id),
  purchase_entitlement_id text not null references purchase_entitlements (id),
  idcs_instance_id text not null,
  status text not null,
  data_centers jsonb not null,
  data_region text not null,
  service_definition jsonb not null,     -- {id, name, displayName, shortDisplayName, weight, group {id, displayName, weight}}
  service_instance_endpoints jsonb not null,
  time_created timestamptz not null
);
