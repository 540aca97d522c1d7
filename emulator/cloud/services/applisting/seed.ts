import type { SeedContext } from '../cloud-service.ts';
import { commerceFacts } from '../commercial/scenario-commerce.ts';

/** Seeds the application environments of every SaaS subscription (saas-customer: two Active, one Failed). */
export async function seedAppEnvironments({ db, scenarios, seededAt }: SeedContext): Promise<void> {
  for (const scenario of scenarios) {
    const facts = commerceFacts(scenario, seededAt);
    for (const application of facts.saasApplications) {
      for (const environment of application.environments) {
        await db.query(
          `insert into applisting_environments (id, tenancy_id, display_name, environment_type, region, url,
             subscription_ids, service_type, lifecycle_state, lifecycle_details, time_created)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
          [
            environment.appEnvironmentId,
            facts.tenancyId,
            environment.name,
            environment.environmentType,
            environment.region,
            environment.consoleUrl,
            JSON.stringify([application.classicSubscriptionId]),
            application.serviceType,
            environment.lifecycleState,
            environment.lifecycleDetails,
            facts.timeCreated,
          ]
        );
      }
    }
  }
}
