import { expect, it } from 'vitest';
import { foldText } from './fold-text';

it('drops case and accents, and spells out letters that carry no mark', () => {
  expect(foldText('José Müller')).toBe('jose muller');
  expect(foldText('ZOË')).toBe('zoe');
  expect(foldText('Ørnsköld Łukasz Straße')).toBe('ornskold lukasz strasse');
  expect(foldText('liam.runs')).toBe('liam.runs');
});
