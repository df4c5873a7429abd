import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../test/seeded-random';
import { useTestApp } from '../../test/test-app';
import { chordOfKm, haversineKm, kmOfChordSql, unitVectorCube } from './geo';

const ctx = useTestApp();

describe('great-circle distance in vector form', () => {
  it('agrees with the haversine formula everywhere, poles and antimeridian included (2,000 random pairs)', async () => {
    const next = seededRandom(7).next;
    const pairs = Array.from({ length: 2000 }, () => {
      const lat = next() * 180 - 90;
      const lng = next() * 360 - 180;
      // Half the pairs close together (the nearby case), half anywhere.
      const far = next() < 0.5;
      const lat2 = far ? next() * 180 - 90 : Math.max(-90, Math.min(90, lat + (next() - 0.5) * 2));
      const lng2 = far ? next() * 360 - 180 : ((lng + (next() - 0.5) * 2 + 540) % 360) - 180;
      return [lat, lng, lat2, lng2];
    });
    const { rows } = await ctx.db.query<{ km: number }>(
      `select ${kmOfChordSql('a::cube <-> b::cube')} as km
       from unnest($1::text[], $2::text[]) with ordinality as x(a, b, n) order by n`,
      [pairs.map(([a, b]) => unitVectorCube(a, b)), pairs.map(([, , c, d]) => unitVectorCube(c, d))],
    );
    rows.forEach(({ km }, i) => {
      const expected = haversineKm(pairs[i][0], pairs[i][1], pairs[i][2], pairs[i][3]);
      expect(Math.abs(km - expected), `pair ${pairs[i].join(',')}`).toBeLessThan(1e-6);
    });
  });

  it('stores each gym as the same unit vector the query uses', async () => {
    const { rows } = await ctx.db.query<{ chord: number }>(
      `with g as (select cube(array[cos(radians(lat)) * cos(radians(lng)), cos(radians(lat)) * sin(radians(lng)),
                                    sin(radians(lat))]) as position
                  from (values (40.7128::float8, -74.006::float8)) v(lat, lng))
       select position <-> $1::cube as chord from g`,
      [unitVectorCube(40.7128, -74.006)],
    );
    expect(rows[0].chord).toBeLessThan(1e-12);
  });

  it('turns km into a chord and back', () => {
    for (const km of [0, 0.001, 1, 10, 500]) {
      const chord = chordOfKm(km);
      expect(2 * 6371.0088 * Math.asin(chord / 2)).toBeCloseTo(km, 9);
    }
  });
});
