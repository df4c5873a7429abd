import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { remainingSeconds, watchRestEnd } from './rest-alarm';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000);
});
afterEach(() => vi.useRealTimers());

describe('the rest timer', () => {
  it('counts what is left from the end time, not from ticks', () => {
    const endsAt = Date.now() + 90_000;
    expect(remainingSeconds(endsAt, Date.now())).toBe(90);
    // A hidden tab ran no tick for a minute: the time left is still right.
    vi.setSystemTime(Date.now() + 60_000);
    expect(remainingSeconds(endsAt, Date.now())).toBe(30);
    expect(remainingSeconds(endsAt, Date.now() + 29_001)).toBe(1);
    expect(remainingSeconds(endsAt, Date.now() + 45_000)).toBe(0);
  });

  it('alarms once, at the end', () => {
    const onEnd = vi.fn();
    const page = new EventTarget();
    watchRestEnd(Date.now() + 90_000, onEnd, { visibility: page });
    vi.advanceTimersByTime(89_999);
    expect(onEnd).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onEnd).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(600_000);
    page.dispatchEvent(new Event('visibilitychange'));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('alarms as soon as the page shows again when its timer was held back in the background', () => {
    const onEnd = vi.fn();
    const page = new EventTarget();
    // A frozen page: the timer set for the end never runs.
    watchRestEnd(Date.now() + 90_000, onEnd, { visibility: page, setTimer: () => 0, clearTimer: () => {} });
    vi.setSystemTime(Date.now() + 30_000);
    page.dispatchEvent(new Event('visibilitychange'));
    expect(onEnd).not.toHaveBeenCalled();
    vi.setSystemTime(Date.now() + 120_000);
    page.dispatchEvent(new Event('visibilitychange'));
    page.dispatchEvent(new Event('visibilitychange'));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('waits for the rest of the time when woken early, and never after a cancel', () => {
    const onEnd = vi.fn();
    const page = new EventTarget();
    watchRestEnd(Date.now() + 10_000, onEnd, { visibility: page });
    // Shown again early: not over yet, nothing happens, the end still comes on time.
    vi.advanceTimersByTime(4_000);
    page.dispatchEvent(new Event('visibilitychange'));
    expect(onEnd).not.toHaveBeenCalled();
    vi.advanceTimersByTime(6_000);
    expect(onEnd).toHaveBeenCalledTimes(1);

    const skipped = vi.fn();
    const cancel = watchRestEnd(Date.now() + 10_000, skipped, { visibility: page });
    cancel();
    vi.advanceTimersByTime(20_000);
    page.dispatchEvent(new Event('visibilitychange'));
    expect(skipped).not.toHaveBeenCalled();
  });

  it('alarms at once for a rest that is already over', () => {
    const onEnd = vi.fn();
    watchRestEnd(Date.now() - 1, onEnd, { visibility: new EventTarget() });
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
