-- Schema of the local cloud's embedded database (PGlite, in memory, rebuilt at every start).

create table regions (
  name text primary key,          -- e.g. us-ashburn-1
  key text not null unique,       -- e.g. IAD
  realm text not null
);

create table tenancies (
  id text primary key,
  name text not null unique,
  description text not null,
  home_region text not null references regions (name),
  time_created timestamptz not null
);

-- Account facts the capabilities call reports (one row per tenancy).
create table tenancy_accounts (
  tenancy_id text primary key references tenancies (id),
  limits_provisioned boolean not null,
  suspended boolean not null,
  free_tier_enabled boolean not null,
  free_tier_only boolean not null,
  promotion_status text not null,
  account_status text not null,
  intent_to_pay boolean not null,
  promotion_upgraded boolean not null,
  account_flags integer not null,
  program_type text not null,
  has_saas_subscription boolean not null,
  cloud_shell boolean not null,
  code_editor boolean not null
);

create table region_subscriptions (
  tenancy_id text not null references tenancies (id),
  region_name text not null references regions (name),
  status text not null default 'READY',
  primary key (tenancy_id, region_name)
);

create table domains (
  id text primary key,
  tenancy_id text not null references tenancies (id),
  name text not null,
  home_region text not null references regions (name)
);

-- The root compartment is the tenancy itself and is not stored here.
create table compartments (
  id text primary key,
  tenancy_id text not null references tenancies (id),
  parent_id text not null,
  name text not null,
  description text not null,
  lifecycle_state text not null default 'ACTIVE',
  time_created timestamptz not null
);

create table users (
  id text primary key,
  tenancy_id text not null references tenancies (id),
  domain_id text not null references domains (id),
  name text not null unique,
  description text not null,
  email text not null,
  email_verified boolean not null,
  is_mfa_activated boolean not null,
  language text not null,
  locale text not null,
  password_salt text not null,    -- base64
  password_hash text not null,    -- base64 scrypt output
  time_created timestamptz not null
);

-- One row per issued token. A sign-in and the refreshes that follow it share sign_in_id, so sign-out ends them all.
create table sessions (
  jti text primary key,
  sign_in_id text not null,
  user_id text not null references users (id),
  issued_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz
);

create index sessions_sign_in on sessions (sign_in_id);
