import { expect, it } from 'vitest';
import { matchesPerson } from './match-person';

it('matches name or username, ignoring case and surrounding spaces', () => {
  const person = { name: 'Liam Chen', username: 'liam.runs' };
  expect(matchesPerson(person, '')).toBe(true);
  expect(matchesPerson(person, '  CHEN ')).toBe(true);
  expect(matchesPerson(person, '.RUNS')).toBe(true);
  expect(matchesPerson(person, 'maya')).toBe(false);
});

it('ignores accents either way, as the server search does', () => {
  const person = { name: 'Zoë Ołowska', username: 'zoe_o' };
  expect(matchesPerson(person, 'zoe olow')).toBe(true);
  expect(matchesPerson({ name: 'Zoe Olowska', username: 'z' }, 'ZOË')).toBe(true);
});
