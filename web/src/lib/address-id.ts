import { idTextSchema } from '@common/schemas/id';

/**
 * The id a page's address names (`/clubs/42`), or null when it names none (`abc`, `1.5`, `0x10`,
 * `012`, past the largest id): the page then says it is not found at once, without asking the
 * server for `/api/.../NaN` and retrying its 400.
 */
export function idInAddress(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,9}$/.test(param)) return null;
  const parsed = idTextSchema().safeParse(param);
  return parsed.success ? parsed.data : null;
}
