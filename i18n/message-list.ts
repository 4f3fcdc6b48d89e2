/**
 * A list kept in the messages file, read with `t.raw()`. Messages compiled at build time arrive as
 * an object keyed 0, 1, 2… rather than an array; either way this gives the items in order.
 */
export function messageList<T>(raw: unknown): T[] {
  return Array.isArray(raw) ? (raw as T[]) : Object.values(raw as Record<string, T>);
}
