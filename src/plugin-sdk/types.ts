// The SDK's public types, written out as plain interfaces so the generated declarations need nothing but this
// package (no valibot types). index.test.ts checks at compile time that they equal the protocol's schemas, so the
// two cannot drift apart.

/** The console's theme. */
export type ConsoleTheme = 'redwood' | 'rainbow' | 'hg';

/** One entry of the navigation tree the console shares (two levels). */
export interface NavigationLink {
  label: string;
  path: string;
}

/** A top-level navigation entry with its children. */
export interface NavigationEntry extends NavigationLink {
  children: NavigationLink[];
}

/** The Context of spec 1 §3 as the console shares it with a plugin. It never holds a token or a key. */
export interface PluginContext {
  theme: ConsoleTheme;
  direction: 'ltr' | 'rtl';
  /** BCP 47 tag of the language the console shows, e.g. en or de. */
  locale: string;
  /** The active region, e.g. us-ashburn-1. */
  region: string;
  homeRegion: string | null;
  /** The selected compartment, or null before the console has loaded compartments. */
  compartment: { id: string; name: string } | null;
  tenancy: { id: string; name: string };
  user: { id: string; name: string; email: string | null };
  /** The console path the plugin shows, e.g. /compute/instances. */
  path: string;
  navigation: NavigationEntry[];
}

/** Severity of a toast. */
export type ToastSeverity = 'info' | 'success' | 'warning' | 'critical';

/** HTTP methods of a signed call. */
export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A query parameter value; arrays are sent the way the service expects (comma-separated by default). */
export type QueryValue = string | number | boolean | (string | number)[];

/** A signed API call the console makes for the plugin. */
export interface FetchRequest {
  /** Service name of the endpoint, e.g. iaas, identity, objectstorage, announcements. */
  service: string;
  /** GET when absent. */
  method?: HttpMethod;
  /** Path after the service endpoint, starting with the API version, e.g. /20160918/instances. */
  path: string;
  /** Query parameters; undefined values are left out. */
  query?: Record<string, QueryValue | undefined>;
  /** JSON body of POST, PUT and PATCH calls. */
  body?: unknown;
  /** Region of the endpoint; the console's active region when absent. */
  region?: string;
}

/** The answer of a signed call. `data` is the parsed JSON body as the service sent it: validate it before use. */
export interface FetchResponse<T = unknown> {
  status: number;
  data: T;
  /** The opc-next-page token: pass it as the `page` query parameter for the next page; null on the last page. */
  nextPage: string | null;
  /** The opc-request-id of the call, for support requests. */
  requestId: string | null;
}
