import * as v from 'valibot';
import { listAllOrEmpty } from './not-found-as-empty.ts';
import type { ServiceContext } from './service-context.ts';

/** Optimizer API version (spec 3 §7). */
export const OPTIMIZER_VERSION = '20200606';

/** Name of the Cloud Advisor cost category (spec 2 §9). */
export const COST_CATEGORY_NAME = 'cost-management-name';

/** Recommendation statuses (spec 3 §9); the cost category reads PENDING and IMPLEMENTED (spec 2 §9). */
export const RECOMMENDATION_STATUSES = ['PENDING', 'DISMISSED', 'POSTPONED', 'IMPLEMENTED'] as const;

/** A Cloud Advisor category, the fields the console reads. */
export const CATEGORY_SCHEMA = v.object({
  id: v.string(),
  compartmentId: v.string(),
  compartmentName: v.nullish(v.string()),
  name: v.string(),
  description: v.nullish(v.string()),
  recommendationCounts: v.optional(v.array(v.object({ importance: v.string(), count: v.number() })), () => []),
  resourceCounts: v.optional(v.array(v.object({ status: v.string(), count: v.number() })), () => []),
  lifecycleState: v.string(),
  estimatedCostSaving: v.nullish(v.number()),
  extendedMetadata: v.nullish(v.record(v.string(), v.unknown())),
  timeCreated: v.nullish(v.string()),
  timeUpdated: v.nullish(v.string()),
});

/** A Cloud Advisor category. */
export type Category = v.InferOutput<typeof CATEGORY_SCHEMA>;

/** One page of GET /categories. */
export const CATEGORY_COLLECTION_SCHEMA = v.object({ items: v.array(CATEGORY_SCHEMA) });

/** Query of GET /categories (spec 3 §7: compartmentId and compartmentIdInSubtree required). */
export interface ListCategoriesParams {
  compartmentId: string;
  /** True only from the root compartment (the tenancy). */
  compartmentIdInSubtree: boolean;
  name?: string;
  limit?: number;
  sortOrder?: 'ASC' | 'DESC';
  sortBy?: 'NAME' | 'TIMECREATED';
  lifecycleState?: string;
}

/** GET /categories over every page. A 404 is an empty list (spec 2 §8); other failures reject. */
export function listCategories(context: ServiceContext, params: ListCategoriesParams): Promise<Category[]> {
  const { compartmentId, compartmentIdInSubtree, ...filters } = params;
  return listAllOrEmpty(
    context,
    {
      service: 'optimizer',
      version: OPTIMIZER_VERSION,
      operation: 'ListCategories',
      path: '/categories',
      query: { compartmentId, compartmentIdInSubtree, ...filters },
      required: { compartmentId, compartmentIdInSubtree },
      schema: CATEGORY_COLLECTION_SCHEMA,
    },
    page => page.items
  );
}

/** The cost category's savings and recommendation counts (spec 2 §3, Cost category recommendation). */
export interface CostCategoryRecommendation {
  savings: number;
  /** From the category's extendedMetadata; undefined when it names none. */
  currencyCode: string | undefined;
  pending: number;
  implemented: number;
}

/** The savings and PENDING / IMPLEMENTED counts of a category. */
export function costCategoryRecommendation(category: Category): CostCategoryRecommendation {
  const count = (status: string) =>
    category.resourceCounts.filter(entry => entry.status === status).reduce((total, entry) => total + entry.count, 0);
  const currency = category.extendedMetadata?.['currencyCode'];
  return {
    savings: category.estimatedCostSaving ?? 0,
    currencyCode: typeof currency === 'string' && currency !== '' ? currency : undefined,
    pending: count('PENDING'),
    implemented: count('IMPLEMENTED'),
  };
}

/**
 * The tenancy's cost category (name `cost-management-name`, from the root with its subtree), or null when there is
 * none or the call answers 404 (spec 2 §8).
 */
export async function getCostCategory(context: ServiceContext, tenancyId: string): Promise<Category | null> {
  const categories = await listCategories(context, {
    compartmentId: tenancyId,
    compartmentIdInSubtree: true,
    name: COST_CATEGORY_NAME,
  });
  return categories.find(category => category.name === COST_CATEGORY_NAME) ?? null;
}
