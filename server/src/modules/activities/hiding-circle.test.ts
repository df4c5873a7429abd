import { describe, expect, it } from 'vitest';
import { drawHidingCircle } from './privacy-zones';
import { haversineM } from './track';

// The hidden circle's promises, at the ends of every random draw and at awkward places.
describe('drawHidingCircle', () => {
  const homes = [
    { lat: 51.5, lng: -0.12, radiusM: 500 },
    { lat: 78.2, lng: 15.6, radiusM: 2000 },
    { lat: -33.9, lng: 179.999, radiusM: 200 },
    { lat: 0, lng: -179.999, radiusM: 1200 },
  ];
  const draws = [0, 0.5, 0.999999];

  it("keeps the member's circle inside, 1.5-2 x its radius, its centre 0.15-1 x the radius off", () => {
    for (const home of homes) {
      for (const a of draws) {
        for (const b of draws) {
          for (const c of draws) {
            const values = [a, b, c];
            const hidden = drawHidingCircle(home, () => values.shift()!);
            const offset = haversineM(home.lat, home.lng, hidden.lat, hidden.lng);
            expect(hidden.radiusM).toBeGreaterThanOrEqual(1.5 * home.radiusM);
            expect(hidden.radiusM).toBeLessThanOrEqual(2 * home.radiusM + 1);
            expect(offset + home.radiusM).toBeLessThanOrEqual(hidden.radiusM + 0.01);
            expect(offset).toBeGreaterThanOrEqual(0.15 * home.radiusM - 0.01);
            expect(Math.abs(hidden.lng)).toBeLessThanOrEqual(180);
          }
        }
      }
    }
  });
});
