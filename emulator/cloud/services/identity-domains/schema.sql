-- Identity domain fields the core `domains` table does not hold, and the tenancies' identity providers.
create table domain_details (
  domain_id text primary key references domains (id),
  description text not null,
  type text not null,                     -- DEFAULT or SECONDARY
  license_type text not null,
  is_hidden_on_login boolean not null default false,
  -- false for a legacy identity-service stripe: GET /domains/{id} then answers the "not migrated" 404 (spec 3 §8)
  is_migrated boolean not null default true,
  time_created timestamptz not null
);

create table identity_providers (
  id text primary key,
  tenancy_id text not null references tenancies (id),
  name text not null,
  description text not null,
  product_type text not null,             -- IDCS or ADFS
  protocol text not null,                 -- SAML2
  metadata_url text not null,             -- a path ("/idcs/…") is answered on the cloud's own origin
  metadata text,
  signing_certificate text not null,
  redirect_url text not null,
  freeform_attributes jsonb not null default '{}',
  freeform_tags jsonb not null default '{}',
  defined_tags jsonb not null default '{}',
  lifecycle_state text not null default 'ACTIVE',
  time_created timestamptz not null
);
