import { expect, it } from 'vitest';
import { matchesPerson } from './match-person';

it('matches name or username, ignoring case and surrounding spaces', () => {
  const person = { name: 'Liam Chen', username: 'liam.runs' };
  expect(matchesPerson(person, '')).toBe(true);
  expect(matchesPerson(person, '  CHEN ')).toBe(true);
  expect(matchesPerson(person, '.RUNS')).toBe(true);
  expect(matchesPerson(person, 'maya')).toBe(false);
});
