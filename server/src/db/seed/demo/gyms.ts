import type { DemoContext } from './index';

/** Demo gyms (D10); filled by the gyms issue. `ctx.users` maps demo usernames to ids. */
export async function seedDemoGyms(_ctx: DemoContext): Promise<void> {}
