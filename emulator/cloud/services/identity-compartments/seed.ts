import type { SeedContext } from '../cloud-service.ts';
import { scenarioCompartments } from './compartment-tree.ts';

/**
 * Seeds every scenario's compartment tree into the identity module's shared `compartments` table (so every service's
 * compartmentId check knows them) and the fields that table lacks into `compartment_details`. Top-level compartments
 * the identity seed already wrote keep its row; they only gain details and children.
 */
export async function seedCompartments({ db, scenarios, seededAt }: SeedContext): Promise<void> {
  const rows = scenarios.flatMap(scenario =>
    scenarioCompartments(scenario, seededAt).map(compartment => ({
      ...compartment,
      tenancyId: scenario.id,
      timeCreated: compartment.timeCreated.toISOString(),
    }))
  );
  // Two statements for every row of every tenancy: a row at a time made this the slowest seed of the cloud.
  await db.query(
    `insert into compartments (id, tenancy_id, parent_id, name, description, lifecycle_state, time_created)
     select id, "tenancyId", "parentId", name, description, "lifecycleState", "timeCreated"
     from json_to_recordset($1::json) as x(id text, "tenancyId" text, "parentId" text, name text, description text,
       "lifecycleState" text, "timeCreated" timestamptz)
     on conflict (id) do nothing`,
    [JSON.stringify(rows)]
  );
  await db.query(
    `insert into compartment_details (compartment_id, inactive_status, is_accessible, freeform_tags, defined_tags)
     select id, "inactiveStatus", "isAccessible", "freeformTags", "definedTags"
     from json_to_recordset($1::json) as x(id text, "inactiveStatus" integer, "isAccessible" boolean,
       "freeformTags" jsonb, "definedTags" jsonb)`,
    [JSON.stringify(rows)]
  );
}
