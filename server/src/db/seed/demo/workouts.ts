import type { DemoContext } from './index';

/** Demo workouts (D10); filled by the workouts issue. `ctx.users` maps demo usernames to ids. */
export async function seedDemoWorkouts(_ctx: DemoContext): Promise<void> {}
