-- Personalization (20180827): user and tenancy preferences, one JSON value per name.
create table personalization_preferences (
  scope text not null check (scope in ('USER', 'TENANCY')),
  owner_id text not null,                -- the user id or the tenancy id
  tenancy_id text not null references tenancies (id),
  name text not null,
  value jsonb not null,
  time_updated timestamptz not null,
  primary key (scope, owner_id, name)
);
