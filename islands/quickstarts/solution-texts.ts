import type { DeployedResource, QuickStartId, QuickStartSolution } from '../../src/domain/quickstarts.ts';
import { t } from '../../src/i18n/i18n.ts';

// A solution's texts are catalog messages named after its id (`quickstarts.solution.<id>.title` …); the browser test
// renders every solution and checks that none shows a message id.

/** The solution's name, e.g. WordPress. */
export function solutionTitle(id: QuickStartId): string {
  return t(`quickstarts.solution.${id}.title`);
}

/** One sentence for its tile. */
export function solutionSummary(id: QuickStartId): string {
  return t(`quickstarts.solution.${id}.summary`);
}

/** What it sets up, for its details. */
export function solutionDescription(id: QuickStartId): string {
  return t(`quickstarts.solution.${id}.description`);
}

/** A kind of resource a quick start creates. */
export function deployedResourceLabel(kind: DeployedResource): string {
  return t(`quickstarts.resource.${kind}`);
}

/** About how long it takes, e.g. 5–10 minutes. */
export function estimateText(solution: QuickStartSolution): string {
  return t('quickstarts.estimate', solution.estimateMinutes);
}
