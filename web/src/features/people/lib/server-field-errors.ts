import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';

/** Puts the server's per-field messages (400 bodies) under the form's fields; focuses the first. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
) {
  if (!isApiError(error)) return;
  let first = true;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (!fields.includes(field)) continue;
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
}
