import type { DemoContext } from './index';

/** Demo meals (D10); filled by the meals issue. `ctx.users` maps demo usernames to ids. */
export async function seedDemoMeals(_ctx: DemoContext): Promise<void> {}
