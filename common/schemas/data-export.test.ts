import { describe, expect, it } from 'vitest';
import { dataExportLimitMessage, waitText } from './data-export';

describe('the data export limit message', () => {
  it('says how long to wait, rounded up to whole minutes, from the real wait', () => {
    expect(waitText(3589)).toBe('1 hour');
    expect(waitText(3540)).toBe('59 minutes');
    expect(waitText(61)).toBe('2 minutes');
    expect(waitText(5)).toBe('1 minute');
    expect(dataExportLimitMessage(1800)).toBe(
      'You can download your data 10 times an hour. Please try again in 30 minutes.',
    );
  });
});
