import { loadSampleGyms, setHomeGym } from '../../../modules/gyms';
import type { DemoContext } from './index';

// Who trains where: the strength crowd shares a lifting gym, the runners and cyclists a run club,
// so a gym page shows members and people suggestions can rank members of the same gym first.
const HOME_GYMS: Record<string, string> = {
  coach_maya: 'Hudson Yards Strength Club',
  sofia_lifts: 'Hudson Yards Strength Club',
  diego_power: 'Hudson Yards Strength Club',
  'liam.runs': 'Central Park Runners Hub',
  'jonas.cycles': 'Central Park Runners Hub',
  noah_yoga: 'East Village Yoga House',
  priya_moves: 'East Village Yoga House',
  amara_fit: 'Brooklyn Heights CrossFit Box',
};

/** Demo gyms (D10): the sample gyms (loaded here if the app has not started yet) and home gyms. */
export async function seedDemoGyms(ctx: DemoContext): Promise<void> {
  const loaded = await loadSampleGyms(ctx.pool);
  if (loaded) ctx.log(`demo gyms: ${loaded} sample gyms loaded`);
  const { rows } = await ctx.pool.query<{ id: number; name: string }>(
    'select id, name from gyms where is_sample and name = any($1::text[])',
    [[...new Set(Object.values(HOME_GYMS))]],
  );
  const gymId = new Map(rows.map((r) => [r.name, r.id]));
  for (const [username, gymName] of Object.entries(HOME_GYMS)) {
    const userId = ctx.users.get(username);
    const id = gymId.get(gymName);
    if (userId && id) await setHomeGym(ctx.pool, userId, id);
  }
}
