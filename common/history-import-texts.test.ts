import { describe, expect, it } from 'vitest';
import { ROW_PROBLEMS as P } from './history-import-texts';

describe('implausible figures in an imported row', () => {
  it("are stated in the file's unit", () => {
    expect(P.tooHeavy(5000, 'kg', 1000)).toBe('a weight of 5,000 kg is not plausible (at most 1,000 kg).');
    expect(P.tooHeavy(2500, 'lb', 1000)).toBe('a weight of 2,500 lb is not plausible (at most 2,204 lb).');
    expect(P.tooFar(1500, 'km', 1000)).toBe('a distance of 1,500 km is not plausible (at most 1,000 km).');
    expect(P.tooFar(700, 'mi', 1000)).toBe('a distance of 700 mi is not plausible (at most 621 mi).');
  });

  it('claim no unit while the file has not said which it uses', () => {
    expect(P.tooHeavy(5000, null, 1000)).toBe(
      'a weight of 5,000 is not plausible in kg or lb (at most 1,000 kg or 2,204 lb).',
    );
    expect(P.tooFar(1500, null, 1000)).toBe(
      'a distance of 1,500 is not plausible in km or miles (at most 1,000 km or 621 mi).',
    );
  });
});
