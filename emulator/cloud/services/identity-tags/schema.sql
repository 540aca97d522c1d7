-- Tag namespaces and tag definitions (identity 20160918). Names are unique per tenancy (namespaces) and per namespace
-- (tags), ignoring case, as in OCI.
create table tag_namespaces (
  id text primary key,
  tenancy_id text not null references tenancies (id),
  compartment_id text not null,
  name text not null,
  description text not null,
  freeform_tags jsonb not null default '{}',
  defined_tags jsonb not null default '{}',
  is_retired boolean not null default false,
  lifecycle_state text not null default 'ACTIVE',
  time_created timestamptz not null
);

create unique index tag_namespaces_name on tag_namespaces (tenancy_id, lower(name));

create table tags (
  id text primary key,
  tag_namespace_id text not null references tag_namespaces (id),
  name text not null,
  description text not null,
  freeform_tags jsonb not null default '{}',
  defined_tags jsonb not null default '{}',
  is_retired boolean not null default false,
  lifecycle_state text not null default 'ACTIVE',
  is_cost_tracking boolean not null default false,
  validator jsonb,                -- null, {"validatorType": "DEFAULT"} or {"validatorType": "ENUM", "values": [...]}
  time_created timestamptz not null
);

create unique index tags_name on tags (tag_namespace_id, lower(name));
