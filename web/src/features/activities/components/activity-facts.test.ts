import { describe, expect, it } from 'vitest';
import { activityFacts } from './activity-facts';

describe('an activity whose file gave no distance', () => {
  it('reads "Unknown" for the distance and no pace or speed, never 0', () => {
    const treadmill = { sport: 'run' as const, distanceM: null, movingSeconds: 600, elevationGainM: null };
    expect(activityFacts(treadmill, 'km')).toEqual([
      { label: 'Distance', value: 'Unknown' },
      { label: 'Time', value: '10:00' },
      { label: 'Pace', value: '—' },
    ]);
    expect(activityFacts({ ...treadmill, sport: 'ride' }, 'mi')[2]).toEqual({ label: 'Speed', value: '—' });
  });

  it('still reads a measured 0 with GPS as what it is', () => {
    expect(activityFacts({ sport: 'walk', distanceM: 0, movingSeconds: 60, elevationGainM: null }, 'km')[0]).toEqual({
      label: 'Distance',
      value: '0 km',
    });
  });
});

describe('an activity whose file is a single point', () => {
  it('reads "Unknown" for its distance and its time, and no pace or speed: no 0:00', () => {
    const place = { sport: 'run' as const, distanceM: null, movingSeconds: null, elevationGainM: null };
    expect(activityFacts(place, 'km')).toEqual([
      { label: 'Distance', value: 'Unknown' },
      { label: 'Time', value: 'Unknown' },
      { label: 'Pace', value: '—' },
    ]);
    expect(activityFacts({ ...place, sport: 'ride' }, 'mi')[2]).toEqual({ label: 'Speed', value: '—' });
  });
});
