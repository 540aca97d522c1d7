-- Organizations (20200801, tenant manager) and the OneSubscription organization subscription view (20210501).
create table organization_subscriptions (
  id text primary key,
  tenancy_id text not null references tenancies (id),   -- the owning tenancy (its root compartment)
  service_name text not null,            -- CLOUDCM, or a SaaS product code
  classic_subscription_id text not null unique,
  is_classic_subscription boolean not null,
  payment_model text not null,
  region_assignment text not null,
  lifecycle_state text not null,
  program_type text not null,
  customer_country_code text,
  promotion jsonb not null,              -- [] or [{duration, durationUnit, amount, status, isIntentToPay, currencyUnit, timeStarted, timeExpired}]
  purchase_entitlement_id text not null,
  currency text not null,
  subscription_tier text not null,
  csi_number text,
  total_value numeric(14, 2),            -- OneSubscription totalValue: credit, commitment or allocation amount
  osub_type text not null,               -- OneSubscription type
  osub_status text not null,
  start_date timestamptz not null,
  end_date timestamptz,
  time_created timestamptz not null,
  time_updated timestamptz not null
);

-- Which tenancies a subscription is assigned to (its owner, and child tenancies of an organization).
create table organization_subscription_assignments (
  subscription_id text not null references organization_subscriptions (id),
  tenancy_id text not null references tenancies (id),
  primary key (subscription_id, tenancy_id)
);

create table organization_links (
  id text primary key,
  parent_tenancy_id text not null references tenancies (id),
  child_tenancy_id text not null references tenancies (id),
  lifecycle_state text not null,
  time_created timestamptz not null,
  time_terminated timestamptz
);
