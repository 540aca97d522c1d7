-- Service manager proxy (20210914): the service environments of SaaS subscriptions.
create table service_environments (
  id text primary key,
  tenancy_id text not null references tenancies (id),
  subscription_id text not null,
  display_name text not null,
  status text not null,
  service_definition jsonb not null,     -- {type, displayName, shortDisplayName}
  console_url text not null,
  endpoints jsonb not null,              -- [{environmentType, url, description}]
  time_created timestamptz not null
);

create index service_environments_tenancy on service_environments (tenancy_id);
