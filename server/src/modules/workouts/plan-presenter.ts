import { intensityLabel, sessionMinutes } from '@common/fitness/intensity';
import type { PlanDay, WorkoutPlan, WorkoutPlanSummary, WorkoutSuggestion } from '@common/schemas/workouts';
import { labelOf } from '@common/vocab';
import { presentUserSummary } from '../users';
import type { PlanRow } from './plan-repository';

export function presentPlanSummary(row: PlanRow): WorkoutPlanSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    level: row.level,
    goal: row.goal,
    frequency: row.frequency,
    duration: row.duration_weeks,
    durationWeeks: row.duration_weeks,
    minutesPerSession: row.minutes_per_session,
    intensity: intensityLabel(row.level),
    curated: row.curated,
    isActive: row.is_active,
    startedOn: row.started_on,
    user: row.owner ? presentUserSummary(row.owner) : null,
    weekdays: row.weekdays,
    createdAt: row.created_at.toISOString(),
  };
}

export function presentPlan(row: PlanRow, schedule: PlanDay[]): WorkoutPlan {
  return { ...presentPlanSummary(row), schedule };
}

/** Spec section 3's suggestion: name, duration (minutes, null when the plan gives none), description, level, equipment. */
export function presentSuggestion(row: PlanRow, equipment: string[]): WorkoutSuggestion {
  return {
    id: row.id,
    name: row.name,
    duration: sessionMinutes(row.minutes_per_session),
    description: row.description,
    level: row.level,
    goal: row.goal,
    frequency: row.frequency,
    intensity: intensityLabel(row.level),
    equipment: equipment.length ? equipment.map(labelOf).join(', ') : labelOf('bodyweight'),
  };
}
