-- HeatWave (20210301): registrations of a tenancy with MySQL HeatWave on AWS.
create table heatwave_registrations (
  id text primary key,
  tenancy_id text not null references tenancies (id),
  tenant_name text not null,
  program text not null,                 -- mysqldsaws for HeatWave on AWS sign-ups
  aws_account_id text,
  lifecycle_state text not null,
  lifecycle_details text,
  time_created timestamptz not null,
  time_updated timestamptz not null
);

create index heatwave_registrations_tenancy on heatwave_registrations (tenancy_id);
