-- Applisting (20210921): the SaaS application environments the Applications home lists.
create table applisting_environments (
  id text primary key,
  tenancy_id text not null references tenancies (id),
  display_name text not null,
  environment_type text not null,
  region text not null,
  url text not null,
  subscription_ids jsonb not null,
  service_type text not null,
  lifecycle_state text not null,         -- Active, Deleted, Failed, Deleting
  lifecycle_details text,
  time_created timestamptz not null
);

create index applisting_environments_tenancy on applisting_environments (tenancy_id);
