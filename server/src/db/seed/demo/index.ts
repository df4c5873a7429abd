import type pg from 'pg';
import { seedDemoActivities } from './activities';
import { seedDemoChat } from './chat';
import { seedDemoGyms } from './gyms';
import { seedDemoMeals } from './meals';
import { seedDemoModeration } from './moderation';
import { seedDemoPeople } from './people';
import { seedDemoPosts } from './posts';
import { seedDemoWorkouts } from './workouts';

export interface DemoContext {
  pool: pg.Pool;
  /** Ids of the demo members by username, for later domains to attach data to. */
  users: Map<string, number>;
  log: (message: string) => void;
}

/**
 * The demo community (DECISIONS D10), one seeder per domain in dependency order. Each domain's
 * issue adds its seeder here.
 */
const seeders: { name: string; run: (ctx: DemoContext) => Promise<void> }[] = [
  { name: 'people', run: seedDemoPeople },
  { name: 'gyms', run: seedDemoGyms },
  { name: 'posts', run: seedDemoPosts },
  { name: 'workouts', run: seedDemoWorkouts },
  { name: 'meals', run: seedDemoMeals },
  { name: 'chat', run: seedDemoChat },
  { name: 'moderation', run: seedDemoModeration },
  { name: 'activities', run: seedDemoActivities },
];

export async function seedDemo(pool: pg.Pool, log: (m: string) => void): Promise<void> {
  const { rows } = await pool.query<{ n: number }>('select count(*) as n from users');
  if (rows[0].n > 0) {
    throw new Error(`The database already has ${rows[0].n} members; the demo community is only added to an empty one.`);
  }
  const ctx: DemoContext = { pool, users: new Map(), log };
  for (const seeder of seeders) {
    await seeder.run(ctx);
    log(`demo ${seeder.name}: done`);
  }
}
