import type { AllowedEndpoint } from '../services/plugin-registry.ts';

/** What a plugin's fetch request asks the shell to call. */
export interface EndpointRequest {
  service: string;
  method: AllowedEndpoint['methods'][number];
  /** Path after `/{service}/{region}`, starting with the API version, e.g. /20160918/instances. */
  path: string;
}

/** Why a fetch request was refused. */
export type EndpointRefusal =
  /** The path is not a plain API path: traversal, encoded separators, a query or fragment, control characters. */
  | 'unsafe-path'
  /** No allowed endpoint of the plugin covers the service and path. */
  | 'not-listed'
  /** An allowed endpoint covers the path but not the method. */
  | 'method-not-allowed';

/** The decision on one fetch request. */
export type EndpointDecision =
  { allowed: true; endpoint: AllowedEndpoint } | { allowed: false; reason: EndpointRefusal };

/** True when `text` has whitespace, a control character, or a character that ends a path or stands in for '/'. */
function hasForbiddenChar(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0x7f || /[\s\\?#]/.test(char)) return true;
  }
  return false;
}

/**
 * True when `path` is a plain API path: starts with one '/', has no empty segment (a single trailing '/' is allowed,
 * as identity writes `/compartments/`), no '.' or '..' segment, and no segment whose escapes decode to a separator or
 * a dot segment (`%2e%2e`, `%2f`, `%5c`) or do not decode at all.
 */
export function isSafeApiPath(path: string): boolean {
  if (!path.startsWith('/') || hasForbiddenChar(path)) return false;
  const body = path.endsWith('/') ? path.slice(1, -1) : path.slice(1);
  if (body === '') return false;
  return body.split('/').every(segment => {
    if (segment === '') return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return false;
    }
    return decoded !== '.' && decoded !== '..' && !/[/\\]/.test(decoded) && !hasForbiddenChar(decoded);
  });
}

/** True when `path` is `prefix` or below it on a segment boundary (`/20160918/instances/x`, not `/…/instancesX`). */
function isAtOrBelow(path: string, prefix: string): boolean {
  const base = prefix.length > 1 ? prefix.replace(/\/+$/, '') : prefix;
  const target = path.length > 1 ? path.replace(/\/$/, '') : path;
  return target === base || target.startsWith(base === '/' ? '/' : `${base}/`);
}

/**
 * Decides whether a plugin's fetch request is covered by its registry entry's `allowedEndpoints`: same service, a
 * safe path at or below the endpoint's path prefix, and a method the endpoint lists. Only the first endpoint that
 * covers service and path with the method counts; a path covered without the method is `method-not-allowed`.
 */
export function checkEndpoint(endpoints: readonly AllowedEndpoint[], request: EndpointRequest): EndpointDecision {
  if (!isSafeApiPath(request.path)) return { allowed: false, reason: 'unsafe-path' };
  const covering = endpoints.filter(
    endpoint => endpoint.service === request.service && isAtOrBelow(request.path, endpoint.pathPrefix)
  );
  const endpoint = covering.find(candidate => candidate.methods.includes(request.method));
  if (endpoint) return { allowed: true, endpoint };
  return { allowed: false, reason: covering.length > 0 ? 'method-not-allowed' : 'not-listed' };
}

/** True when the registry entry's allowed endpoints cover the request (see `checkEndpoint`). */
export function isEndpointAllowed(endpoints: readonly AllowedEndpoint[], request: EndpointRequest): boolean {
  return checkEndpoint(endpoints, request).allowed;
}
