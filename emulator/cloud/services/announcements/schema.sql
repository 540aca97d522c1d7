-- Announcements service tables. Announcements are delivered to a tenancy; acknowledgements are per user.
create table announcements (
  id text primary key,
  tenancy_id text not null references tenancies (id),
  reference_ticket_number text not null,
  summary text not null,
  description text,
  additional_information text,
  announcement_type text not null,
  lifecycle_state text not null,
  is_banner boolean not null,
  time_one_title text,
  time_one_type text,
  time_one_value timestamptz,
  time_two_title text,
  time_two_type text,
  time_two_value timestamptz,
  services jsonb not null,
  affected_regions jsonb not null,
  affected_resources jsonb not null,
  environment_name text,
  platform_type text,
  chain_id text,
  time_created timestamptz not null,
  time_updated timestamptz
);

create index announcements_tenancy on announcements (tenancy_id, time_created);

create table announcement_user_statuses (
  announcement_id text not null references announcements (id),
  user_id text not null,
  time_acknowledged timestamptz,
  primary key (announcement_id, user_id)
);
