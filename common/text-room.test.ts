import { describe, expect, it } from 'vitest';
import { textRoom } from './text-room';

describe('the room left in a text box', () => {
  it('says nothing while most of the room is free', () => {
    expect(textRoom('a'.repeat(79), 100)).toEqual({ over: false, note: null });
  });

  it('counts down once four fifths are used, in the singular for one', () => {
    expect(textRoom('a'.repeat(80), 100)).toEqual({ over: false, note: '20 characters left' });
    expect(textRoom('a'.repeat(99), 100).note).toBe('1 character left');
    expect(textRoom('a'.repeat(100), 100)).toEqual({ over: false, note: '0 characters left' });
  });

  it('marks a text over the limit and says by how much, with thousands separated', () => {
    expect(textRoom('a'.repeat(101), 100)).toEqual({ over: true, note: '1 character too many' });
    expect(textRoom('a'.repeat(7000), 5000)).toEqual({ over: true, note: '2,000 characters too many' });
  });

  it('counts what the server keeps: the trimmed text, in UTF-16 units as zod does', () => {
    expect(textRoom(`  ${'a'.repeat(100)}  \n`, 100).over).toBe(false);
    // An emoji outside the Basic Multilingual Plane is two units, on the server too.
    expect(textRoom('💪'.repeat(50), 100)).toEqual({ over: false, note: '0 characters left' });
    expect(textRoom('💪'.repeat(51), 100).over).toBe(true);
  });
});
