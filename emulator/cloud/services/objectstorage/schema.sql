-- Object Storage buckets. A bucket name is unique per namespace and region; the namespace is the tenancy's.
create table os_buckets (
  id text primary key,
  tenancy_id text not null references tenancies (id),
  namespace text not null,
  region text not null,
  name text not null,
  compartment_id text not null,
  created_by text not null,
  etag text not null,
  metadata jsonb not null,
  public_access_type text not null,
  storage_tier text not null,
  object_events_enabled boolean not null,
  versioning text not null,
  auto_tiering text not null,
  kms_key_id text,
  approximate_count bigint not null,
  approximate_size bigint not null,
  freeform_tags jsonb not null,
  defined_tags jsonb not null,
  time_created timestamptz not null,
  unique (namespace, region, name)
);

create index os_buckets_list on os_buckets (tenancy_id, region, compartment_id, name);
