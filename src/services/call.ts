import type * as v from 'valibot';
import {
  apiPages,
  apiRequest,
  type ApiRequest,
  type ApiResponse,
  type CollectionFormat,
  type HttpMethod,
  type QueryValue,
} from '../http/api-client.ts';
import { requireParams } from '../http/errors.ts';
import type { ServiceContext } from './service-context.ts';

/** One operation of a service: where it goes, what it sends and the shape of its answer. */
export interface ServiceCall<T> {
  /** Service name in the endpoint, e.g. identity, commercial. */
  service: string;
  /** API version segment; '' for a service without one. */
  version: string;
  /** Operation name, for errors and logs (ListCompartments). */
  operation: string;
  /** Path after the version. Build it with `pathParam` for ids. */
  path: string;
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  /** How array query values are written; comma-separated by default (spec 3 §7). */
  collectionFormat?: CollectionFormat;
  body?: unknown;
  /** opc-retry-token: true for a fresh one on create calls. */
  retryToken?: string | boolean;
  ifMatch?: string;
  headers?: Readonly<Record<string, string>>;
  /**
   * Required parameters, checked before anything is sent: a null one throws 'Missing required parameter {name} when
   * calling {operation}'; undefined passes (spec 3 §5).
   */
  required?: Record<string, unknown>;
  /** Validates the answer; a mismatch is a MalformedResponse error. */
  schema: v.GenericSchema<unknown, T>;
}

function request<T>(
  context: ServiceContext,
  call: ServiceCall<T>
): ApiRequest & { schema: v.GenericSchema<unknown, T> } {
  const { required: _required, ...rest } = call;
  return {
    ...rest,
    region: context.region,
    credentials: context.credentials,
    ...(context.timeoutMs === undefined ? {} : { timeoutMs: context.timeoutMs }),
    ...(context.retries === undefined ? {} : { retries: context.retries }),
    ...(context.signal === undefined ? {} : { signal: context.signal }),
    ...(context.config === undefined ? {} : { config: context.config }),
  };
}

/** Makes one signed call in a context; resolves with the validated answer and the OCI headers. */
export async function callService<T>(context: ServiceContext, call: ServiceCall<T>): Promise<ApiResponse<T>> {
  requireParams(call.operation, call.required ?? {});
  return apiRequest(request(context, call));
}

/** Makes one signed call and resolves with its validated body only. */
export async function callServiceData<T>(context: ServiceContext, call: ServiceCall<T>): Promise<T> {
  return (await callService(context, call)).data;
}

/**
 * Makes one call of a list operation whose answer is an object (e.g. `{items}`) and resolves with the answer's fields
 * plus `nextPage`, the opc-next-page token of the next page (undefined on the last page).
 */
export async function callServicePage<T extends object>(
  context: ServiceContext,
  call: ServiceCall<T>
): Promise<T & { nextPage: string | undefined }> {
  const { data, headers } = await callService(context, call);
  return { ...data, nextPage: headers.nextPage };
}

/** Options of a call that walks opc-next-page. */
export interface PagingOptions {
  /** Stop after this many pages even if more are announced (spec 2 §9: environments at most 20). */
  maxPages?: number;
  /** Receives each page as it arrives, e.g. to keep partial results when a later page fails. */
  onPage?: (items: readonly unknown[], pageNumber: number) => void;
}

/**
 * Yields each page of a list operation, following opc-next-page into the `page` query parameter (spec 3 §7).
 * The required parameters are checked once, before the first page.
 */
export async function* servicePages<T>(
  context: ServiceContext,
  call: ServiceCall<T>,
  options: Pick<PagingOptions, 'maxPages'> = {}
): AsyncGenerator<ApiResponse<T>, void, undefined> {
  requireParams(call.operation, call.required ?? {});
  let count = 0;
  for await (const page of apiPages(request(context, call))) {
    yield page;
    count += 1;
    if (options.maxPages !== undefined && count >= options.maxPages) return;
  }
}

/**
 * Collects the items of every page of a list operation. `items` picks them out of one page's answer (the answer
 * itself for identity's array answers, `data.items` for most others).
 */
export async function listAll<T, TItem>(
  context: ServiceContext,
  call: ServiceCall<T>,
  items: (page: T) => readonly TItem[],
  options: PagingOptions = {}
): Promise<TItem[]> {
  const collected: TItem[] = [];
  let pageNumber = 0;
  for await (const page of servicePages(context, call, options)) {
    const pageItems = items(page.data);
    collected.push(...pageItems);
    pageNumber += 1;
    options.onPage?.(pageItems, pageNumber);
  }
  return collected;
}

/** One path segment from an id: percent-encoded so an id can never change the path. */
export function pathParam(value: string): string {
  return encodeURIComponent(value);
}
