import { COACH_TEXTS as T } from '@common/coach-texts';
import { formatCount } from '@common/en-us-format';
import { weekdayName } from '@common/fitness/dates';
import type { CoachSuggestion, Progression, SuggestedSet } from '@common/schemas/coach';

// The wording of suggestions: '62.5 kg × 8, 8, 8', '60 kg × 12, 12, 11', '11, 9 reps' (no weight).

/** The sets, grouped by weight: '62.5 kg × 8, 8, 8' or '20 kg × 10 · 25 kg × 5'. */
export function formatSets(sets: readonly SuggestedSet[], unit: string): string {
  const groups: { weight: number | null; reps: number[] }[] = [];
  for (const s of sets) {
    const last = groups.at(-1);
    if (last && last.weight === s.weight) last.reps.push(s.reps);
    else groups.push({ weight: s.weight, reps: [s.reps] });
  }
  return groups
    .map((g) =>
      g.weight === null ? `${g.reps.join(', ')} reps` : `${formatCount(g.weight, 2)} ${unit} × ${g.reps.join(', ')}`,
    )
    .join(' · ');
}

/** The next session in a few words, or null when the coach suggests nothing (no history, not coached). */
export function nextSessionText(s: CoachSuggestion): string | null {
  return s.sets.length ? formatSets(s.sets, s.unit) : null;
}

/** 'Double progression, 8-12 reps', 'Linear progression, 5 reps', 'Effort-based, 3 reps at RPE 9'. */
export function progressionText(p: Progression): string {
  if (p.scheme === 'double') return `Double progression, ${p.min}-${p.max} reps`;
  if (p.scheme === 'linear') return `Linear progression, ${p.reps} reps`;
  return `Effort-based, ${p.reps} reps at RPE ${formatCount(p.rpe, 1)}`;
}

/**
 * Where the scheme comes from, after the scheme: ' (from Road to 220, Wednesday)', or the default
 * said to be one, also when the plan's entry names no scheme (D6: a default is labelled).
 */
export function progressionSourceText(s: CoachSuggestion): string {
  if (s.progressionFrom === 'query') return '';
  const day = s.planDay ? weekdayName(s.planDay.weekday) : null;
  if (s.progressionFrom === 'plan' && s.plan && day) return T.schemeFromPlan(s.plan.name, day);
  if (s.plan && day) return T.schemeDefaultInPlan(s.plan.name, day);
  return T.schemeDefault;
}

/** 'Next session' or 'Next session, Wednesday (Bench Day)': the plan day the suggestion is for. */
export function nextSessionLabel(s: CoachSuggestion): string {
  return T.nextSessionOn(s.planDay ? weekdayName(s.planDay.weekday) : null, s.planDay?.title ?? null);
}

/** 'Warm-up: 20 kg × 10 · …', with the defaults it rests on named: 'Warm-up (default bar 20 kg, …): …'. */
export function warmupText(s: CoachSuggestion): string {
  return `${T.warmupWith(s.defaults, s.unit)}: ${formatSets(s.warmups, s.unit)}`;
}
