-- The compartment fields the identity module's `compartments` table does not hold, one row per compartment. The tree
-- itself (id, tenancy, parent, name, description, state, time) lives in that shared table, which store.isCompartmentOf
-- reads for every service's compartmentId check; a compartment without a row here has the defaults.
create table compartment_details (
  compartment_id text primary key references compartments (id),
  inactive_status integer,
  is_accessible boolean not null default true,
  freeform_tags jsonb not null default '{}',
  defined_tags jsonb not null default '{}'
);
