-- Tables of the test-only widgets service (widgets-service.ts).
create table widgets (
  id text primary key,
  tenancy_id text not null references tenancies (id),
  display_name text not null,
  time_created timestamptz not null
);
