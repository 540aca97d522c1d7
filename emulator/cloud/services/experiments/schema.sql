-- Experiments (v1): the actions visitors report for a campaign (tour completed, journey step clicked). No seed.
create table experiment_actions (
  id bigserial primary key,
  tenancy_id text not null references tenancies (id),
  user_id text not null,
  visitor_state text not null,
  name text not null,
  campaign_name text not null,
  time_created timestamptz not null
);
