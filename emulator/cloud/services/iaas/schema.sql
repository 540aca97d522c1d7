-- Core services (iaas 20160918): compute instances, VCNs, subnets and block volumes, each in one region.
-- A row's state is `lifecycle_state` until `time_next_state`, then `next_state` (derived when read: no timers).
create table iaas_instances (
  id text primary key,
  tenancy_id text not null references tenancies (id),
  compartment_id text not null,
  region text not null,
  availability_domain text not null,
  fault_domain text not null,
  display_name text not null,
  shape text not null,
  shape_config jsonb not null,
  source_details jsonb not null,
  subnet_id text,
  metadata jsonb not null,
  freeform_tags jsonb not null,
  defined_tags jsonb not null,
  lifecycle_state text not null,
  next_state text,
  time_next_state timestamptz,
  time_created timestamptz not null
);

create index iaas_instances_list on iaas_instances (tenancy_id, region, compartment_id);

create table iaas_vcns (
  id text primary key,
  tenancy_id text not null references tenancies (id),
  compartment_id text not null,
  region text not null,
  display_name text not null,
  cidr_blocks jsonb not null,
  dns_label text,
  lifecycle_state text not null,
  freeform_tags jsonb not null,
  defined_tags jsonb not null,
  time_created timestamptz not null
);

create index iaas_vcns_list on iaas_vcns (tenancy_id, region, compartment_id);

create table iaas_subnets (
  id text primary key,
  tenancy_id text not null references tenancies (id),
  compartment_id text not null,
  vcn_id text not null references iaas_vcns (id),
  region text not null,
  availability_domain text,
  display_name text not null,
  cidr_block text not null,
  dns_label text,
  prohibit_public_ip_on_vnic boolean not null,
  lifecycle_state text not null,
  freeform_tags jsonb not null,
  defined_tags jsonb not null,
  time_created timestamptz not null
);

create index iaas_subnets_list on iaas_subnets (tenancy_id, region, compartment_id);

create table iaas_volumes (
  id text primary key,
  tenancy_id text not null references tenancies (id),
  compartment_id text not null,
  region text not null,
  availability_domain text not null,
  display_name text not null,
  size_in_gbs integer not null,
  vpus_per_gb integer not null,
  lifecycle_state text not null,
  freeform_tags jsonb not null,
  defined_tags jsonb not null,
  time_created timestamptz not null
);

create index iaas_volumes_list on iaas_volumes (tenancy_id, region, compartment_id);
