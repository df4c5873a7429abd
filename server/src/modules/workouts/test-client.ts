import type { TestContext } from '../../test/test-app';

/** A member's calls against the test app, for the workouts tests: `call(method, url, body?)`. */
export function clientFor(ctx: TestContext, cookie?: string) {
  return (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({ method, url, payload: payload as object | undefined, headers: cookie ? { cookie } : {} });
}

/** A valid plan body (Monday bench, Wednesday squat) with any fields overridden. */
export function planBodyWith(bench: number, squat: number, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Push Pull',
    description: 'Two days of basics',
    level: 'intermediate',
    goal: 'strength',
    frequency: 3,
    durationWeeks: 6,
    minutesPerSession: 50,
    schedule: [
      { weekday: 1, title: 'Push', exercises: [{ exerciseId: bench, sets: 4, reps: 8, weightKg: 70 }] },
      { weekday: 3, title: 'Legs', exercises: [{ exerciseId: squat, sets: 5, reps: 5, weightKg: 100 }] },
    ],
    ...overrides,
  };
}
