import type { GymInputParsed } from '@common/schemas/gyms';
import type pg from 'pg';
import type { Queryable } from '../../db/pool';
import type { GymRow } from '../../modules/gyms';
import { createGym, SAMPLE_GYMS } from '../../modules/gyms';
import { uniqueName } from '../factories';

/** A gym inserted directly (no HTTP); every field can be overridden. Reused by the demo seed. */
export async function buildGym(db: Queryable, o: Partial<GymInputParsed> = {}): Promise<GymRow> {
  return createGym(db, {
    name: o.name ?? uniqueName('Gym'),
    latitude: o.latitude ?? 40.7128,
    longitude: o.longitude ?? -74.006,
    rating: o.rating ?? 4.2,
    address: o.address ?? '1 Test St',
    city: o.city ?? 'Testville',
    state: o.state ?? null,
    zipCode: o.zipCode ?? '00000',
    phone: o.phone ?? null,
    website: o.website ?? null,
    imageUrl: o.imageUrl ?? null,
    openingHours: o.openingHours ?? null,
    amenities: o.amenities ?? [],
    description: o.description ?? null,
  });
}

export async function setHomeGymOf(db: Queryable, userId: number, gymId: number | null): Promise<void> {
  await db.query('update users set home_gym_id = $1 where id = $2', [gymId, userId]);
}

/**
 * `count` gyms in one set-based insert, for scale tests and the benchmark: 70% clustered around
 * the sample gyms' cities (within about ±0.5°), 30% spread over every longitude between 55°S and
 * 70°N. The same seed gives the same gyms.
 */
export async function insertManyGyms(pool: pg.Pool, count: number, seed = 0.42): Promise<void> {
  const centres = SAMPLE_GYMS.map((g) => [g.latitude, g.longitude]);
  const client = await pool.connect();
  try {
    await client.query('select setseed($1)', [seed]);
    await client.query(
      `with c as (select row_number() over () - 1 as k, (v->>0)::float8 as lat, (v->>1)::float8 as lng
                  from jsonb_array_elements($2::jsonb) v),
            s as (select i, random() as pick, random() as a, random() as b, random() as r
                  from generate_series(1, $1::int) i)
       insert into gyms (name, city, zip_code, latitude, longitude, rating, amenities)
       select 'Scale Gym ' || s.i, 'Scale City ' || (s.i % 997), lpad((s.i % 100000)::text, 5, '0'),
              case when s.pick < 0.7 then greatest(-90, least(90, c.lat + (s.a - 0.5)))
                   else -55 + s.a * 125 end,
              case when s.pick < 0.7 then ((c.lng + (s.b - 0.5) + 540)::numeric % 360 - 180)::float8
                   else -180 + s.b * 360 end,
              round((s.r * 5)::numeric, 1), '{}'
       from s join c on c.k = s.i % (select count(*) from c)`,
      [count, JSON.stringify(centres)],
    );
    await client.query('analyze gyms');
  } finally {
    client.release();
  }
}
