import type { ActivitySummary, GoalsSummary } from '@common/schemas/workout-activity';
import type { CalendarEntry, PersonalRecord, ProgressWeek } from '@common/schemas/workout-logs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { todayParam, workoutKeys } from './keys';

/** GET /api/workout-calendar: logged and planned workouts per date of a range. */
export const calendarOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: workoutKeys.calendar(from, to),
    queryFn: ({ signal }) => api.get<CalendarEntry[]>(`/api/workout-calendar?from=${from}&to=${to}`, { signal }),
  });

export function useCalendar(from: string, to: string) {
  return useQuery(calendarOptions(from, to));
}

/** GET /api/workout-progress: weekly figures for the last `weeks` weeks, or all time. */
export function useProgress(weeks: number | 'all') {
  return useQuery({
    queryKey: workoutKeys.progress(weeks),
    queryFn: ({ signal }) =>
      api.get<ProgressWeek[]>(`/api/workout-progress?weeks=${weeks}&${todayParam()}`, { signal }),
  });
}

export function useRecords() {
  return useQuery({
    queryKey: workoutKeys.records(),
    queryFn: ({ signal }) => api.get<PersonalRecord[]>('/api/workout-records', { signal }),
  });
}

/** GET /api/users/{id}/activity: today's and this week's figures and the streaks. */
export const activityOptions = (userId: number) =>
  queryOptions({
    queryKey: workoutKeys.activity(userId),
    queryFn: ({ signal }) => api.get<ActivitySummary>(`/api/users/${userId}/activity?${todayParam()}`, { signal }),
  });

export function useActivity(userId: number) {
  return useQuery(activityOptions(userId));
}

/** GET /api/users/{id}/goals: the sidebar's goal progress. */
export function useGoals(userId: number) {
  return useQuery({
    queryKey: workoutKeys.goals(userId),
    queryFn: ({ signal }) => api.get<GoalsSummary>(`/api/users/${userId}/goals?${todayParam()}`, { signal }),
  });
}
