import { describe, expect, it } from 'vitest';
import { toGpx } from '../../db/seed/tracks/gpx';
import { buildRoute, seeded } from '../../db/seed/tracks/route';
import { fixtureBytes } from '../../test/fixtures/activities/files';
import { QA_NOISY_FLAT, QA_SPIKES, qaPoints } from '../../test/fixtures/activities/qa-files';
import { readActivity } from './read-activity';

// QA round: one-point height spikes and per-point noise must not add up to climbing, and the
// profile, the totals and the splits must say the same. The expected figures come from the files'
// own heights (read here with no code of the importer's) or from how a route was built.

const encoder = new TextEncoder();
const profileOf = (read: ReturnType<typeof readActivity>) =>
  JSON.parse(JSON.stringify(read.figures.elevation ? [...read.figures.elevation] : [])) as number[];

describe('a flat route with three one-point spikes of 800 m', () => {
  const points = qaPoints(QA_SPIKES);
  const read = readActivity(fixtureBytes(QA_SPIKES));

  it('climbs nothing: the spikes are no terrain, and the rest of the file is flat', () => {
    const spikes = points.filter((p) => p.ele! > 500);
    const ground = points.filter((p) => p.ele! <= 500).map((p) => p.ele!);
    expect(spikes).toHaveLength(3);
    // Without the spikes the file never moves more than 0.3 m: its true climb is 0.
    expect(Math.max(...ground) - Math.min(...ground)).toBeLessThanOrEqual(0.3);
    expect(read.summary.elevationGainM).toBe(0);
    expect(read.summary.elevationLossM).toBe(0);
  });

  it('draws a flat profile and flat splits, which agree with the totals', () => {
    const profile = profileOf(read);
    expect(Math.max(...profile)).toBeLessThanOrEqual(100.31);
    expect(Math.min(...profile)).toBeGreaterThanOrEqual(100);
    const page = read.figures.splitsKm.map((s) => s.elevationChangeM);
    expect(page).toEqual(page.map(() => 0));
  });
});

describe('a flat route with ±6 m of height noise at every point', () => {
  it('climbs nothing (128 m before: every wobble was a climb)', () => {
    const heights = qaPoints(QA_NOISY_FLAT).map((p) => p.ele!);
    const mean = heights.reduce((a, b) => a + b, 0) / heights.length;
    // The file is noise around one height: every point within 6 m of the mean.
    expect(heights.every((h) => Math.abs(h - mean) <= 6.1)).toBe(true);
    const { summary } = readActivity(fixtureBytes(QA_NOISY_FLAT));
    expect(summary.elevationGainM).toBe(0);
    expect(summary.elevationLossM).toBe(0);
  });
});

describe('real climbs still count in full', () => {
  it('a steady 5 % grade over 3 km, with GPS noise and a spike on the way: 150 m within 3 %', () => {
    const noise = seeded(11);
    const grade = buildRoute({
      stretches: [{ metres: 3000, speed: 3 }],
      elevation: (d, i) => (i === 1500 ? 900 : 200 + 0.05 * d + (noise() - 0.5) * 4),
    });
    // Independent: 5 % of 3000 m, from the route's construction.
    const expected = 0.05 * 3000;
    const { summary, figures } = readActivity(encoder.encode(toGpx(grade)));
    expect(Math.abs(summary.elevationGainM! - expected) / expected).toBeLessThan(0.03);
    expect(summary.elevationLossM).toBeLessThan(5);
    // The splits climb 50 m a kilometre, and add up to the total.
    const changes = figures.splitsKm.map((s) => s.elevationChangeM!);
    for (const change of changes) expect(Math.abs(change - 50)).toBeLessThanOrEqual(2);
    expect(Math.abs(changes.reduce((a, b) => a + b, 0) - summary.elevationGainM!)).toBeLessThanOrEqual(2);
  });

  it('rolling hills of 20 m, twenty of them: each counts, the first one too', () => {
    const hills = buildRoute({
      stretches: [{ metres: 8000, speed: 4 }],
      elevation: (d) => 50 - 10 * Math.cos((2 * Math.PI * d) / 400),
    });
    // Independent: 20 periods of 400 m from a trough to a trough, each 20 m up and 20 m down.
    const expected = 20 * 20;
    const { summary } = readActivity(encoder.encode(toGpx(hills)));
    // The ±25 m average flattens a 400 m wave by sinc(π/8) ≈ 0.975, and no more.
    expect(summary.elevationGainM).toBeGreaterThan(expected * 0.95);
    expect(summary.elevationGainM).toBeLessThanOrEqual(expected);
    expect(summary.elevationLossM).toBeGreaterThan(expected * 0.95);
  });
});
