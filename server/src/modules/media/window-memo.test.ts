import { describe, expect, it } from 'vitest';
import { windowMemo } from './window-memo';

/** A memo over a computation that counts its calls and answers `name@window#call`. */
function counted(limit = 10) {
  const calls: string[] = [];
  const remember = windowMemo<string>(limit);
  const memo = (name: string, windowStart: number) =>
    remember(name, windowStart, async () => {
      calls.push(`${name}@${windowStart}`);
      return `${name}@${windowStart}#${calls.length}`;
    });
  return { memo, calls };
}

describe('windowMemo', () => {
  it('computes a name once per window, concurrent asks included, and each name apart', async () => {
    const { memo, calls } = counted();
    const [a, again, b] = await Promise.all([memo('a', 0), memo('a', 0), memo('b', 0)]);
    expect(a).toBe('a@0#1');
    expect(again).toBe(a);
    expect(b).toBe('b@0#2');
    expect(await memo('a', 0)).toBe(a);
    expect(calls).toEqual(['a@0', 'b@0']);
  });

  it('forgets everything when the next window starts', async () => {
    const { memo, calls } = counted();
    await memo('a', 0);
    expect(await memo('a', 300)).toBe('a@300#2');
    // Back to the first window (a clock set back): computed again, never mixed with another window.
    expect(await memo('a', 0)).toBe('a@0#3');
    expect(calls).toEqual(['a@0', 'a@300', 'a@0']);
  });

  it('keeps at most `limit` names, dropping the oldest', async () => {
    const { memo, calls } = counted(2);
    await memo('a', 0);
    await memo('b', 0);
    await memo('c', 0);
    expect(await memo('b', 0)).toBe('b@0#2');
    expect(await memo('a', 0)).toBe('a@0#4');
    expect(calls).toEqual(['a@0', 'b@0', 'c@0', 'a@0']);
  });

  it('remembers nothing with a limit of 0', async () => {
    const { memo, calls } = counted(0);
    expect(await memo('a', 0)).toBe('a@0#1');
    expect(await memo('a', 0)).toBe('a@0#2');
    expect(calls).toEqual(['a@0', 'a@0']);
  });

  it('does not remember a failed computation', async () => {
    let fail = true;
    const remember = windowMemo<string>(10);
    const memo = (name: string, windowStart: number) =>
      remember(name, windowStart, async () => {
        if (fail) throw new Error('signing failed');
        return name;
      });
    await expect(memo('a', 0)).rejects.toThrow('signing failed');
    fail = false;
    expect(await memo('a', 0)).toBe('a');
  });
});
