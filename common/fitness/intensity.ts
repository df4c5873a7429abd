/** Spec section 9: advanced is High intensity, intermediate Medium, anything else Low. */
export function intensityLabel(level: string | null | undefined): string {
  if (level === 'advanced') return 'High intensity';
  if (level === 'intermediate') return 'Medium intensity';
  return 'Low intensity';
}

/**
 * Minutes a session takes, as the plan gives them. The spec showed 30 min for a plan without a
 * figure; no number is shown that nobody set (issue 16), so that is null and the label is empty.
 */
export function sessionMinutes(minutes: number | null | undefined): number | null {
  return minutes && minutes > 0 ? minutes : null;
}

/** '45 min', or null for a plan without minutes. */
export function sessionMinutesLabel(minutes: number | null | undefined): string | null {
  const value = sessionMinutes(minutes);
  return value === null ? null : `${value} min`;
}

/** '45 min/session', or null for a plan without minutes. */
export function perSessionLabel(minutes: number | null | undefined): string | null {
  const label = sessionMinutesLabel(minutes);
  return label === null ? null : `${label}/session`;
}
