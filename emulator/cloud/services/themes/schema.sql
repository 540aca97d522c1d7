-- Tenancy-level console configuration (ux-config.json); tenancies without a row use the realm's theme.
create table ux_configs (
  tenancy_id text primary key references tenancies (id),
  config jsonb not null
);
