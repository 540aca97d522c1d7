import type { SeedContext } from '../cloud-service.ts';
import { commerceFacts } from '../commercial/scenario-commerce.ts';
import { insertUsageRecords, usageRecordsFor } from './usage-records.ts';

/** Seeds each scenario's daily usage (promotion spend adding up to its used amount; paying tenancies 90 days). */
export async function seedUsage({ db, scenarios, seededAt }: SeedContext): Promise<void> {
  await insertUsageRecords(
    db,
    scenarios.flatMap(scenario => usageRecordsFor(commerceFacts(scenario, seededAt), seededAt))
  );
}
