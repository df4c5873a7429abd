import { describe, expect, it } from 'vitest';
import { boundingBoxes, haversineKm } from './geo';

const inside = (boxes: ReturnType<typeof boundingBoxes>, lat: number, lng: number) =>
  boxes.some((b) => lat >= b.minLat && lat <= b.maxLat && lng >= b.minLng && lng <= b.maxLng);

/** A deterministic pseudo-random sequence (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('boundingBoxes', () => {
  it('is one box around an ordinary point', () => {
    const [box, ...rest] = boundingBoxes(40.7128, -74.006, 10);
    expect(rest).toEqual([]);
    expect(box.maxLat - box.minLat).toBeCloseTo((2 * 10) / 111.195, 3);
    expect(box.minLng).toBeLessThan(-74.006);
    expect(box.maxLng).toBeGreaterThan(-74.006);
  });

  it('splits at the antimeridian and spans every longitude around a pole', () => {
    expect(boundingBoxes(-16.8, 179.99, 20)).toHaveLength(2);
    expect(boundingBoxes(-16.8, -179.99, 20)).toHaveLength(2);
    const [polar] = boundingBoxes(89.9, 0, 50);
    expect(polar).toMatchObject({ maxLat: 90, minLng: -180, maxLng: 180 });
  });

  it('never leaves out a point within the radius (randomised, 20,000 points)', () => {
    const next = random(7);
    for (let i = 0; i < 20_000; i++) {
      const lat = next() * 180 - 90;
      const lng = next() * 360 - 180;
      const radius = 0.1 + next() * 500;
      // A point at a random bearing and a random distance up to the radius.
      const distance = next() * radius;
      const bearing = next() * 2 * Math.PI;
      const d = distance / 6371.0088;
      const la1 = (lat * Math.PI) / 180;
      const lo1 = (lng * Math.PI) / 180;
      const la2 = Math.asin(Math.sin(la1) * Math.cos(d) + Math.cos(la1) * Math.sin(d) * Math.cos(bearing));
      const lo2 =
        lo1 + Math.atan2(Math.sin(bearing) * Math.sin(d) * Math.cos(la1), Math.cos(d) - Math.sin(la1) * Math.sin(la2));
      const pLat = (la2 * 180) / Math.PI;
      const pLng = (((((lo2 * 180) / Math.PI + 540) % 360) + 360) % 360) - 180;
      if (haversineKm(lat, lng, pLat, pLng) > radius) continue; // rounding at the very edge
      expect(inside(boundingBoxes(lat, lng, radius), pLat, pLng), `${lat},${lng} r=${radius} → ${pLat},${pLng}`).toBe(
        true,
      );
    }
  });
});
