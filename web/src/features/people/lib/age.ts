import { formatWeight, type WeightUnit } from '@common/units';

/**
 * Age in whole years on `today` of someone born on `dateOfBirth` ('YYYY-MM-DD'), or null when
 * there is no date or it is not a date. Calendar arithmetic, no time zones: a birthday counts
 * from its own day.
 */
export function ageFromDateOfBirth(dateOfBirth: string | null | undefined, today: Date = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [y, m, d] = [today.getFullYear(), today.getMonth() + 1, today.getDate()];
  const hadBirthday = m > month || (m === month && d >= day);
  const age = y - year - (hadBirthday ? 0 : 1);
  return age >= 0 ? age : null;
}

/** Today's date in the member's own time zone as 'YYYY-MM-DD' (the date picker's max). */
export function localTodayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** '180 cm • 75 kg' (or '165.3 lb'), or only the part that is known; null when neither is. */
export function heightWeightLabel(
  height: number | null,
  weight: number | null,
  weightUnit: WeightUnit = 'kg',
): string | null {
  const parts = [
    height !== null ? `${height} cm` : null,
    weight !== null ? formatWeight(weight, weightUnit) : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' • ') : null;
}
