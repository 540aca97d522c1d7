-- Identity service tables. The root compartment is the tenancy itself and is not stored here.
create table compartments (
  id text primary key,
  tenancy_id text not null references tenancies (id),
  parent_id text not null,
  name text not null,
  description text not null,
  lifecycle_state text not null default 'ACTIVE',
  time_created timestamptz not null
);

create index compartments_tenancy on compartments (tenancy_id, parent_id);
