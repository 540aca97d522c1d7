-- Resource search index: one row per searchable resource. Global resources (users, compartments) have no region.
create table search_resources (
  identifier text primary key,
  tenancy_id text not null references tenancies (id),
  resource_type text not null,
  display_name text not null,
  compartment_id text not null,
  region text,
  availability_domain text,
  lifecycle_state text,
  time_created timestamptz not null,
  freeform_tags jsonb not null default '{}',
  defined_tags jsonb not null default '{}',
  additional_details jsonb not null default '{}'
);

create index search_resources_tenancy on search_resources (tenancy_id, region);
