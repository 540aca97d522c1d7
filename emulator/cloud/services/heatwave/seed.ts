import { resolveSeedTime } from '../../scenarios.ts';
import { seedOcid } from '../../seed-ocid.ts';
import type { SeedContext } from '../cloud-service.ts';
import { seedNumber } from '../commercial/scenario-commerce.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

// Paying customers that linked an AWS account; the demo tenancy also has an older, deleted registration so the
// lifecycleState filter has something to tell apart.
const REGISTERED = new Set(['paid-payg', 'isolation-peer']);

/** Seeds HeatWave on AWS registrations for the paying scenarios that use it. */
export async function seedRegistrations({ db, scenarios, seededAt }: SeedContext): Promise<void> {
  for (const scenario of scenarios.filter(entry => REGISTERED.has(entry.key))) {
    const created = resolveSeedTime(scenario.timeCreated, seededAt);
    const entries = [
      { name: 'current', state: 'ACTIVE', details: null, time: new Date(created.getTime() + 30 * DAY_MS) },
      ...(scenario.key === 'paid-payg'
        ? [{ name: 'first', state: 'DELETED', details: 'Unlinked by the customer.', time: created }]
        : []),
    ];
    for (const entry of entries) {
      await db.query(
        `insert into heatwave_registrations (id, tenancy_id, tenant_name, program, aws_account_id, lifecycle_state,
           lifecycle_details, time_created, time_updated)
         values ($1, $2, $3, 'mysqldsaws', $4, $5, $6, $7, $7)`,
        [
          seedOcid('heatwaveregistration', `${scenario.name}/${entry.name}`),
          scenario.id,
          scenario.name,
          seedNumber(`aws/${scenario.name}/${entry.name}`, 12),
          entry.state,
          entry.details,
          entry.time,
        ]
      );
    }
  }
}
