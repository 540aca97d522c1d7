-- Core schema of the local cloud's database (PGlite). Service modules add their own tables in
-- services/<service>/schema.sql. A changed schema or scenario list rebuilds a persisted database from the seed.

create table regions (
  name text primary key,          -- e.g. us-ashburn-1
  key text not null unique,       -- e.g. IAD
  realm text not null
);

create table tenancies (
  id text primary key,
  name text not null unique,
  scenario_key text not null unique,
  description text not null,
  home_region text not null references regions (name),
  defined_tags jsonb not null default '{}',
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

create table users (
  id text primary key,
  tenancy_id text not null references tenancies (id),
  domain_id text not null references domains (id),
  name text not null unique,
  kind text not null,             -- native, federated, identity-domain, legacy-identity-service, operator
  description text not null,
  email text not null,
  email_verified boolean not null,
  is_mfa_activated boolean not null,
  identity_provider_id text,
  external_identifier text,
  language text not null,
  locale text not null,
  password_salt text not null,    -- base64
  password_hash text not null,    -- base64 scrypt output
  time_created timestamptz not null
);

-- API signing keys: keyId "<tenancy>/<user>/<fingerprint>".
create table api_keys (
  user_id text not null references users (id),
  fingerprint text not null,
  public_key_pem text not null,
  time_created timestamptz not null,
  primary key (user_id, fingerprint)
);

-- Which operator may sign in to which tenancy by tenancy override.
create table override_authorizations (
  operator_user_id text not null references users (id),
  target_tenancy_id text not null references tenancies (id),
  primary key (operator_user_id, target_tenancy_id)
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

-- The key pair that signs session tokens, kept so a restart does not sign everyone out.
create table token_signing_keys (
  id integer primary key,
  private_jwk jsonb not null,
  public_jwk jsonb not null
);

-- First answers of creates sent with opc-retry-token (wire/retry-token.ts), kept 24 hours.
create table retry_tokens (
  tenancy_id text not null,
  token text not null,
  operation text not null,
  request_hash text not null,
  status integer,                 -- null while the first request is still running
  body text,
  headers jsonb,
  created_at timestamptz not null,
  primary key (tenancy_id, token)
);
