import { ID_MAX } from '@common/schemas/id';
import { describe, expect, it } from 'vitest';
import { idInAddress } from './address-id';

describe('the id in the address', () => {
  it('is a whole number from 1 to the largest id', () => {
    expect(idInAddress('1')).toBe(1);
    expect(idInAddress('42')).toBe(42);
    expect(idInAddress(String(ID_MAX))).toBe(ID_MAX);
  });

  it('is null for anything else, so the page asks nothing', () => {
    for (const param of [
      undefined,
      '',
      'abc',
      'NaN',
      '0',
      '-1',
      '1.5',
      '1e3',
      '0x10',
      '012',
      ' 7',
      String(ID_MAX + 1),
      '99999999999',
    ])
      expect(idInAddress(param), String(param)).toBeNull();
  });
});
