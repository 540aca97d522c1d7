-- Optimizer / Cloud Advisor (20200606): recommendation categories with their savings and counts.
create table optimizer_categories (
  id text primary key,
  tenancy_id text not null references tenancies (id),
  name text not null,
  description text not null,
  recommendation_counts jsonb not null,  -- [{importance, count}]
  resource_counts jsonb not null,        -- [{status, count}]
  lifecycle_state text not null,
  estimated_cost_saving double precision not null,
  extended_metadata jsonb not null,
  time_created timestamptz not null,
  time_updated timestamptz not null
);

create index optimizer_categories_tenancy on optimizer_categories (tenancy_id);
