import * as v from 'valibot';

// The shell ↔ plugin protocol (DESIGN.md "Plugins"), shared by the host (src/plugins/) and the SDK
// (src/plugin-sdk/). Two steps:
//
// 1. Handshake over window.postMessage. The SDK posts HELLO to `window.parent` with the shell's origin as the
//    target (never '*'; the shell origin reaches the plugin as the `consoleOrigin` query parameter of its URL). The
//    host accepts it only when `event.origin` is the plugin's origin AND `event.source` is that plugin's frame, and
//    the message validates. It then answers WELCOME to the frame's window, target origin = the plugin origin, and
//    transfers one end of a fresh MessageChannel with it.
// 2. Everything else travels over that MessagePort, which only the two ends hold: requests from the plugin
//    (`{id, kind, …}`, answered by `{id, ok, result | error}`) and events from the shell (`context`).
//
// Every message is validated with these schemas before anything is done with it; a message that does not validate,
// is of an unknown kind, or is larger than MAX_MESSAGE_BYTES is dropped with a logged warning. Parsed objects are
// valibot's output: plain objects without prototype tricks (`__proto__` keys never reach Object.prototype).

/** Protocol version both ends speak. */
export const PROTOCOL_VERSION = 1;

/** The largest message either end accepts, measured as JSON text (a plugin must never flood the shell). */
export const MAX_MESSAGE_BYTES = 256 * 1024;

/** The query parameter that tells a plugin page the shell's origin (for its postMessage target). */
export const CONSOLE_ORIGIN_PARAM = 'consoleOrigin';

/** Window message types of the handshake. */
export const HELLO = 'console-plugin:hello';
export const WELCOME = 'console-plugin:welcome';

const NAME = v.pipe(v.string(), v.minLength(1), v.maxLength(100));

/** Plugin → shell over postMessage: "I am loaded and speak this protocol." */
export const HELLO_SCHEMA = v.strictObject({
  type: v.literal(HELLO),
  protocol: v.literal(PROTOCOL_VERSION),
  /** The plugin's registry name, as the page believes it; the host checks it against the frame it loaded. */
  plugin: NAME,
  /**
   * A random id of this page load, the same in every repeated HELLO: the host answers the first HELLO of a page
   * and ignores its repeats (answering them would replace the channel under requests already sent), while a reloaded
   * page in the same frame brings a new id and gets a new channel.
   */
  instance: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{8,64}$/))),
});

/** Shell → plugin over postMessage: the port for everything else is transferred with it. */
export const WELCOME_SCHEMA = v.strictObject({
  type: v.literal(WELCOME),
  protocol: v.literal(PROTOCOL_VERSION),
});

/** The Context of spec 1 §3 as the shell shares it with a plugin (never a token or a key). */
export const PLUGIN_CONTEXT_SCHEMA = v.strictObject({
  theme: v.picklist(['redwood', 'rainbow', 'hg']),
  direction: v.picklist(['ltr', 'rtl']),
  /** BCP 47 tag of the language the shell shows. */
  locale: v.string(),
  region: v.string(),
  homeRegion: v.nullable(v.string()),
  /** The selected compartment (id and display name), or null before compartments load. */
  compartment: v.nullable(v.strictObject({ id: v.string(), name: v.string() })),
  tenancy: v.strictObject({ id: v.string(), name: v.string() }),
  user: v.strictObject({ id: v.string(), name: v.string(), email: v.nullable(v.string()) }),
  /** The console path the plugin shows, e.g. /compute/instances. */
  path: v.string(),
  /** The navigation tree the plugin may render breadcrumbs or links from: label, path and children. */
  navigation: v.array(
    v.strictObject({
      label: v.string(),
      path: v.string(),
      children: v.array(v.strictObject({ label: v.string(), path: v.string() })),
    })
  ),
});

/** The Context a plugin receives. */
export type PluginContext = v.InferOutput<typeof PLUGIN_CONTEXT_SCHEMA>;

const ID = v.pipe(v.number(), v.integer(), v.minValue(0));
const METHOD = v.picklist(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);
const QUERY_VALUE = v.union([v.string(), v.number(), v.boolean(), v.array(v.union([v.string(), v.number()]))]);

/** Plugin → shell requests over the port; each gets exactly one response with the same id. */
export const PLUGIN_REQUEST_SCHEMA = v.variant('kind', [
  /** Navigate the console (internal-navigation rules of spec 3 §2). */
  v.strictObject({ id: ID, kind: v.literal('navigate'), path: v.pipe(v.string(), v.maxLength(2048)) }),
  /** Mark the page dirty (leaving asks first) or clean. */
  v.strictObject({ id: ID, kind: v.literal('set-dirty'), dirty: v.boolean(), message: v.optional(v.string()) }),
  /** Show a toast. */
  v.strictObject({
    id: ID,
    kind: v.literal('toast'),
    severity: v.picklist(['info', 'success', 'warning', 'critical']),
    message: v.pipe(v.string(), v.minLength(1), v.maxLength(500)),
  }),
  /** Open or close the plugin's side panel (side-docked container). */
  v.strictObject({ id: ID, kind: v.literal('side-panel'), open: v.boolean(), path: v.optional(v.string()) }),
  /**
   * Open, close or toggle the console's contextual help panel (issue 17); `open` may name a topic: a documentation page
   * (`compute-instances`) or its address under the realm's documentation root.
   */
  v.strictObject({
    id: ID,
    kind: v.literal('help-panel'),
    action: v.picklist(['open', 'close', 'toggle']),
    topic: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(2048))),
  }),
  /** Minimise or close the container that hosts the plugin. */
  v.strictObject({ id: ID, kind: v.literal('container'), action: v.picklist(['minimize', 'close']) }),
  /** Set the query width: only a percentage of one to three digits (spec 3 §2), else ignored with a warning. */
  v.strictObject({ id: ID, kind: v.literal('query-width'), width: v.pipe(v.string(), v.maxLength(16)) }),
  /** The page failed to render: the shell replaces it with the plugin error page ('Page Failed to Load'). */
  v.strictObject({ id: ID, kind: v.literal('render-failed'), message: v.pipe(v.string(), v.maxLength(1000)) }),
  /** A signed API call the shell makes on the plugin's behalf, limited to its registry entry's endpoints. */
  v.strictObject({
    id: ID,
    kind: v.literal('fetch'),
    service: NAME,
    region: v.optional(v.string()),
    method: METHOD,
    /** Path after `/{service}/{region}`, starting with the API version, e.g. /20160918/instances. */
    path: v.pipe(v.string(), v.startsWith('/'), v.maxLength(2048)),
    query: v.optional(v.record(v.string(), QUERY_VALUE)),
    body: v.optional(v.unknown()),
  }),
]);

/** A plugin request. */
export type PluginRequest = v.InferOutput<typeof PLUGIN_REQUEST_SCHEMA>;

/** What the shell answers a `fetch` request with. */
export const FETCH_RESULT_SCHEMA = v.strictObject({
  status: v.number(),
  data: v.unknown(),
  nextPage: v.nullable(v.string()),
  requestId: v.nullable(v.string()),
});

/** The answer to a fetch request. */
export type FetchResult = v.InferOutput<typeof FETCH_RESULT_SCHEMA>;

/** Why a request was refused or failed; `code` is stable, `message` is for developers. */
export const PLUGIN_ERROR_SCHEMA = v.strictObject({
  code: v.string(),
  message: v.string(),
  status: v.optional(v.number()),
});

/** Shell → plugin over the port: responses and context events. */
export const SHELL_MESSAGE_SCHEMA = v.variant('kind', [
  v.strictObject({ kind: v.literal('response'), id: ID, ok: v.literal(true), result: v.optional(v.unknown()) }),
  v.strictObject({ kind: v.literal('response'), id: ID, ok: v.literal(false), error: PLUGIN_ERROR_SCHEMA }),
  v.strictObject({ kind: v.literal('context'), context: PLUGIN_CONTEXT_SCHEMA }),
]);

/** A shell message. */
export type ShellMessage = v.InferOutput<typeof SHELL_MESSAGE_SCHEMA>;

/** Error codes of refused requests. */
export const PLUGIN_ERROR_CODES = {
  /** The path is not an internal console path (spec 3 §2). */
  navigationRefused: 'NavigationRefused',
  /** The endpoint is not among the plugin's registry entry's allowed endpoints. */
  endpointNotAllowed: 'EndpointNotAllowed',
  /** The plugin is not in a container that can do this. */
  noContainer: 'NoContainer',
  /** The query width is not a 1–3 digit percentage. */
  invalidWidth: 'InvalidWidth',
  /** The help topic is not a documentation page, or comes with an action other than open. */
  invalidHelpTopic: 'InvalidHelpTopic',
} as const;

/** The size of a message as JSON text, or Infinity when it cannot be serialised (cycles, BigInt). */
export function messageSize(message: unknown): number {
  try {
    return new TextEncoder().encode(JSON.stringify(message) ?? '').length;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** Validates an incoming message: within the size limit and matching the schema; otherwise null. */
export function parseMessage<T>(schema: v.GenericSchema<unknown, T>, message: unknown): T | null {
  if (messageSize(message) > MAX_MESSAGE_BYTES) return null;
  const result = v.safeParse(schema, message);
  return result.success ? result.output : null;
}
