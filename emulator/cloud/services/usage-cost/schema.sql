-- Usage cost (20190111) and OneSubscription subscriptions: what each tenancy's cloud subscription bought and has
-- used. Usage itself is read from the usageapi module's usage_records table.
create table billing_subscriptions (
  id text primary key,                   -- the classic (numeric) subscription id
  tenancy_id text not null references tenancies (id),
  plan_number text not null,
  order_number text not null,
  buyer_email text not null,
  subscription_type text not null,       -- PROMOTION, PAYASYOUGO, COMMITMENT, FUNDEDALLOCATION or FREE_TIER
  pricing_model text not null,           -- PAY_AS_YOU_GO, MONTHLY_COMMIT, FUNDED_ALLOCATION, PROMOTION, FREE_TIER
  provisioning_group text not null,      -- PROMOMB for a promotion, CLOUDCM for cloud credits
  currency text not null,
  status text not null,
  is_intent_to_pay boolean not null,
  total_amount numeric(14, 2),           -- credit, commitment or allocation bought; null for pay as you go
  used_amount numeric(14, 2),
  time_start timestamptz not null,
  time_end timestamptz,
  time_created timestamptz not null
);

create index billing_subscriptions_tenancy on billing_subscriptions (tenancy_id);
