import { isApiError } from '../http/errors.ts';
import { listAll, type PagingOptions, type ServiceCall } from './call.ts';
import type { ServiceContext } from './service-context.ts';

/**
 * Resolves a call's answer, or `empty` when the call fails with HTTP 404: spec 2 §8, "HTTP 404 on subscription,
 * links, category, environments, subscriptions calls is an empty result (success metric)". Every other failure is
 * rethrown unchanged, so the caller decides whether it logs and returns empty or rethrows.
 */
export async function notFoundAsEmpty<T>(call: Promise<T>, empty: T): Promise<T> {
  try {
    return await call;
  } catch (error: unknown) {
    if (isApiError(error) && error.status === 404) return empty;
    throw error;
  }
}

/** `listAll` (every page, `items` picking each page's items) with a 404 answered as an empty list (spec 2 §8). */
export function listAllOrEmpty<T, TItem>(
  context: ServiceContext,
  call: ServiceCall<T>,
  items: (page: T) => readonly TItem[],
  options: PagingOptions = {}
): Promise<TItem[]> {
  return notFoundAsEmpty(listAll(context, call, items, options), []);
}
