/**
 * Whether `value` is a plain object (parsed JSON, a query or params), not a stream or a Buffer. The
 * query parser's objects inherit from a prototype-less object of its own.
 */
function isPlain(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}

/**
 * The field of `input` (its top-level name, as the API's `errors` name fields; `_` for the input
 * itself) where a string or a key holds a NUL character, which PostgreSQL text refuses; null when
 * none does. Walks parsed JSON without recursion: nesting depth cannot overflow the stack.
 */
export function fieldWithNul(input: unknown): string | null {
  const pending: [value: unknown, field: string][] = [[input, '_']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, field] = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return field;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push([item, field]);
    } else if (value !== null && typeof value === 'object' && isPlain(value)) {
      for (const [key, item] of Object.entries(value)) {
        const name = value === input ? key : field;
        if (key.includes('\u0000')) return name;
        pending.push([item, name]);
      }
    }
  }
  return null;
}
