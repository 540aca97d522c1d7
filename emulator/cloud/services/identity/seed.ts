import { resolveSeedTime } from '../../scenarios.ts';
import type { SeedContext } from '../cloud-service.ts';

/** Seeds the compartments each scenario lists, directly under its root compartment. */
export async function seedIdentity({ db, scenarios, seededAt }: SeedContext): Promise<void> {
  for (const scenario of scenarios) {
    const timeCreated = resolveSeedTime(scenario.timeCreated, seededAt);
    for (const compartment of scenario.compartments) {
      await db.query(
        `insert into compartments (id, tenancy_id, parent_id, name, description, time_created)
         values ($1, $2, $2, $3, $4, $5)`,
        [compartment.id, scenario.id, compartment.name, compartment.description, timeCreated]
      );
    }
  }
}
