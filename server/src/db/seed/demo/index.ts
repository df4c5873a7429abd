import type pg from 'pg';
import { seedDemoActivities } from './activities';
import { seedDemoBadges } from './badges';
import { seedDemoChat } from './chat';
import { seedDemoGyms } from './gyms';
import { seedDemoMeals } from './meals';
import { seedDemoModeration } from './moderation';
import { seedDemoNotifications } from './notifications';
import { seedDemoPeople } from './people';
import { seedDemoPosts } from './posts';
import { seedDemoWorkouts } from './workouts';

export interface DemoContext {
  pool: pg.Pool;
  /** Ids of the demo members by username, for later domains to attach data to. */
  users: Map<string, number>;
  /**
   * The one clock of the demo (issue 16): every date and time a seeder writes is derived from
   * it (see clock.ts), so nothing is in the future and everything happens in a sensible order.
   */
  now: Date;
  log: (message: string) => void;
}

/**
 * The demo community (DECISIONS D10), one seeder per domain in dependency order. Each domain's
 * issue adds its seeder here. Activities come after workouts (Liam's watch recorded his logged
 * long run), posts after workouts, meals and activities (some share a logged workout or an
 * uploaded run), notifications after everything that notifies.
 */
const seeders: { name: string; run: (ctx: DemoContext) => Promise<void> }[] = [
  { name: 'people', run: seedDemoPeople },
  { name: 'gyms', run: seedDemoGyms },
  { name: 'workouts', run: seedDemoWorkouts },
  { name: 'meals', run: seedDemoMeals },
  { name: 'activities', run: seedDemoActivities },
  { name: 'posts', run: seedDemoPosts },
  { name: 'chat', run: seedDemoChat },
  { name: 'moderation', run: seedDemoModeration },
  { name: 'badges', run: seedDemoBadges },
  { name: 'notifications', run: seedDemoNotifications },
];

export async function seedDemo(pool: pg.Pool, log: (m: string) => void, now: Date = new Date()): Promise<void> {
  const { rows } = await pool.query<{ n: number }>('select count(*) as n from users');
  if (rows[0].n > 0) {
    throw new Error(
      `The database already has ${rows[0].n} members; the demo community is only added to an empty one. ` +
        'Run npm run seed:demo before anyone signs up, or point DATA_DIR (or DATABASE_URL) at a new, empty one.',
    );
  }
  const ctx: DemoContext = { pool, users: new Map(), now, log };
  for (const seeder of seeders) {
    await seeder.run(ctx);
    log(`demo ${seeder.name}: done`);
  }
}
