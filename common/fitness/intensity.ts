import { LIMITS } from '../limits';

/** Spec section 9: advanced is High intensity, intermediate Medium, anything else Low. */
export function intensityLabel(level: string | null | undefined): string {
  if (level === 'advanced') return 'High intensity';
  if (level === 'intermediate') return 'Medium intensity';
  return 'Low intensity';
}

/** Minutes a session takes: a plan without a figure shows 30 min (spec section 9). */
export function sessionMinutes(minutes: number | null | undefined): number {
  return minutes && minutes > 0 ? minutes : LIMITS.planDefaultMinutes;
}

export function sessionMinutesLabel(minutes: number | null | undefined): string {
  return `${sessionMinutes(minutes)} min`;
}
