import type { DemoContext } from './index';

/** Demo posts (D10); filled by the posts issue. `ctx.users` maps demo usernames to ids. */
export async function seedDemoPosts(_ctx: DemoContext): Promise<void> {}
