/**
 * The values of the fields the member changed (react-hook-form's `dirtyFields`). The profile
 * forms send only these: PUT /api/users/{id} keeps what is absent, so a field shown rounded (a
 * weight in lb) or derived (first name from the full name) is never written back unchanged.
 */
export function changedValues<V extends object>(values: V, dirty: Partial<Record<keyof V, unknown>>): Partial<V> {
  const changed: Partial<V> = {};
  for (const key of Object.keys(values) as (keyof V)[]) if (dirty[key]) changed[key] = values[key];
  return changed;
}
