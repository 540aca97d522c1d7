import type * as v from 'valibot';
import { MAX_MESSAGE_BYTES, PLUGIN_REQUEST_SCHEMA, messageSize, parseMessage } from './protocol.ts';

// How the plugin host screens what a plugin page sends before anything acts on it (src/plugins/plugin-host.ts).

const DANGEROUS_KEYS = new Set(['__proto__']);

/**
 * True when the value holds an own `__proto__` key, or a `constructor` key whose value has a `prototype` key, at any
 * depth: the shapes that pollute a prototype once something merges or copies the value.
 */
export function hasPrototypeKeys(value: unknown): boolean {
  const pending: unknown[] = [value];
  const seen = new Set<object>();
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    for (const key of Object.keys(current)) {
      if (DANGEROUS_KEYS.has(key)) return true;
      const child: unknown = (current as Record<string, unknown>)[key];
      if (key === 'constructor' && typeof child === 'object' && child !== null && Object.hasOwn(child, 'prototype')) {
        return true;
      }
      pending.push(child);
    }
  }
  return false;
}

/** The parsed message, or why it was dropped. */
export type Screened<T> = { ok: true; value: T } | { ok: false; why: string };

/**
 * Size limit, prototype keys, then the schema. `kinds` are the request kinds the schema knows, to tell an unknown
 * kind from a malformed request in the warning; null for the handshake.
 */
export function screen<T>(
  schema: v.GenericSchema<unknown, T>,
  data: unknown,
  kinds: readonly string[] | null
): Screened<T> {
  const size = messageSize(data);
  if (size > MAX_MESSAGE_BYTES) {
    return { ok: false, why: Number.isFinite(size) ? `oversized (${size} bytes)` : 'not serialisable' };
  }
  if (hasPrototypeKeys(data)) return { ok: false, why: 'it carries a __proto__ or constructor.prototype key' };
  const parsed = parseMessage(schema, data);
  if (parsed !== null) return { ok: true, value: parsed };
  const kind = typeof data === 'object' && data !== null ? (data as Record<string, unknown>)['kind'] : undefined;
  if (kinds !== null && typeof kind === 'string' && !kinds.includes(kind)) {
    return { ok: false, why: `unknown kind ${JSON.stringify(kind.slice(0, 40))}` };
  }
  return { ok: false, why: 'malformed (does not match the protocol schema)' };
}

export const REQUEST_KINDS = PLUGIN_REQUEST_SCHEMA.options.map(option => option.entries.kind.literal);

/** The origin of an http(s) URL; throws for anything else. */
export function normalizeOrigin(origin: string): string {
  const url = new URL(origin);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`A plugin origin must be http(s), got ${origin}`);
  }
  return url.origin;
}
