import { seedOcid } from '../../seed-ocid.ts';
import type { SeedContext } from '../cloud-service.ts';
import { commerceFacts } from '../commercial/scenario-commerce.ts';
import type { CommerceFacts } from '../commercial/scenario-commerce.ts';

/** The category whose savings the right rail shows (spec 2 §9). */
export const COST_CATEGORY_NAME = 'cost-management-name';

const CATEGORIES = [
  { name: COST_CATEGORY_NAME, description: 'Reduce cost by resizing or deleting under-used resources.' },
  { name: 'performance-name', description: 'Improve performance by moving to current shapes and tiers.' },
  { name: 'high-availability-name', description: 'Strengthen resilience with backups and fault-domain spread.' },
  { name: 'security-name', description: 'Close security gaps such as public buckets and unrotated keys.' },
] as const;

/** What a month of the tenancy's spend is: its daily cost, or its promotion spend so far at the same pace. */
function monthlySpend(facts: CommerceFacts, seededAt: Date): number {
  const { promotion } = facts;
  if (!promotion) return facts.dailyCost * 30;
  const end = Math.min(seededAt.getTime(), promotion.timeEnd.getTime());
  const days = Math.max(1, (end - promotion.timeStart.getTime()) / (24 * 60 * 60 * 1000));
  return (promotion.usedAmount / days) * 30;
}

/** Seeds four Cloud Advisor categories per tenancy; the cost category's saving is about 18% of a month's spend. */
export async function seedCategories({ db, scenarios, seededAt }: SeedContext): Promise<void> {
  for (const [index, scenario] of scenarios.entries()) {
    const facts = commerceFacts(scenario, seededAt);
    const saving = Math.round(monthlySpend(facts, seededAt) * 18) / 100;
    const spends = saving > 0;
    for (const [position, category] of CATEGORIES.entries()) {
      const isCost = category.name === COST_CATEGORY_NAME;
      const pending = spends ? ((index + position) % 4) + (isCost ? 3 : 1) : 0;
      const implemented = spends ? ((index + 2 * position) % 3) + (isCost ? 2 : 0) : 0;
      await db.query(
        `insert into optimizer_categories (id, tenancy_id, name, description, recommendation_counts, resource_counts,
           lifecycle_state, estimated_cost_saving, extended_metadata, time_created, time_updated)
         values ($1, $2, $3, $4, $5, $6, 'ACTIVE', $7, $8, $9, $10)`,
        [
          seedOcid('optimizercategory', `${scenario.name}/${category.name}`),
          facts.tenancyId,
          category.name,
          category.description,
          JSON.stringify([
            { importance: 'CRITICAL', count: 0 },
            { importance: 'HIGH', count: Math.ceil(pending / 2) },
            { importance: 'MODERATE', count: Math.floor(pending / 2) },
            { importance: 'LOW', count: 0 },
            { importance: 'MINOR', count: 0 },
          ]),
          JSON.stringify([
            { status: 'PENDING', count: pending },
            { status: 'DISMISSED', count: 0 },
            { status: 'POSTPONED', count: spends ? position % 2 : 0 },
            { status: 'IMPLEMENTED', count: implemented },
          ]),
          isCost ? saving : 0,
          JSON.stringify(isCost ? { currencyCode: facts.currency, EstimatedSaving: saving.toFixed(2) } : {}),
          facts.timeCreated,
          seededAt,
        ]
      );
    }
  }
}
