import type pg from 'pg';
import { transaction } from '../../db/pool';
import { SAMPLE_GYMS } from './data/sample-gyms';

export const SAMPLE_NOTE = 'Sample gym: invented for the demo, not a real business.';

const slug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-');

/**
 * Loads the sample gyms once per database: the first caller claims the 'gyms' row of
 * sample_data_loads (a concurrent instance waits on that row, then finds it taken), and loads them
 * only into an empty gyms table, in one set-based insert. Answers how many gyms it inserted.
 */
export async function loadSampleGyms(pool: pg.Pool): Promise<number> {
  return transaction(pool, async (tx) => {
    const claim = await tx.query(
      `insert into sample_data_loads (name) values ('gyms') on conflict (name) do nothing returning name`,
    );
    if (!claim.rowCount) return 0;
    const { rows } = await tx.query<{ any: boolean }>('select exists (select 1 from gyms) as any');
    if (rows[0].any) return 0;
    const records = SAMPLE_GYMS.map(({ blurb, ...gym }) => ({
      ...gym,
      website: `https://example.com/sample-gyms/${slug(gym.name)}`,
      description: `${blurb}\n\n${SAMPLE_NOTE}`,
    }));
    const inserted = await tx.query(
      `insert into gyms (name, address, city, state, zip_code, latitude, longitude, rating, phone, website,
         opening_hours, amenities, description, is_sample)
       select name, address, city, state, "zipCode", latitude, longitude, rating, phone, website,
         "openingHours", array(select jsonb_array_elements_text(amenities)), description, true
       from jsonb_to_recordset($1::jsonb) as x(name text, address text, city text, state text, "zipCode" text,
         latitude float8, longitude float8, rating numeric, phone text, website text, "openingHours" text,
         amenities jsonb, description text)`,
      [JSON.stringify(records)],
    );
    return inserted.rowCount ?? 0;
  });
}

/** The start-up task: sample gyms on the first start, unless SEED_SAMPLE_DATA=false. */
export async function loadSampleGymsAtStart(app: {
  db: pg.Pool;
  config: { seedSampleData: boolean };
  log: { info: (o: object, m: string) => void };
}): Promise<void> {
  if (!app.config.seedSampleData) return;
  const count = await loadSampleGyms(app.db);
  if (count) app.log.info({ count }, 'sample gyms loaded');
}
