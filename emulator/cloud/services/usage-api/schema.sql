-- Usage API (20200107): daily usage and cost per tenancy, service, SKU, compartment and region. The usage-cost
-- module (20190111) reads the same rows, so both answer the same amounts.
create table usage_records (
  tenancy_id text not null references tenancies (id),
  time_usage_started timestamptz not null,
  time_usage_ended timestamptz not null,
  service text not null,
  sku_part_number text not null,
  sku_name text not null,
  unit text not null,
  unit_price double precision not null,
  compartment_id text not null,
  compartment_name text not null,
  compartment_path text not null,
  region text not null,
  amount_cents integer not null,         -- cost in hundredths of `currency`, so sums stay exact
  quantity double precision not null,
  currency text not null,
  subscription_id text not null,
  is_credit boolean not null,            -- paid from promotion credit
  tags jsonb not null                    -- [{namespace, key, value}]
);

create index usage_records_tenancy_time on usage_records (tenancy_id, time_usage_started);
