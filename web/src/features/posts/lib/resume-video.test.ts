import { describe, expect, it } from 'vitest';
import { type ResumableMedia, resumeWhenSourceLost } from './resume-video';

/** A <video> as far as the resume sees it: events, and the state a browser's load() resets. */
class FakeVideo extends EventTarget {
  error: { code: number } | null = null;
  currentTime = 0;
  paused = true;
  readyState = 1;
  loads = 0;
  plays = 0;
  load() {
    this.loads++;
    this.error = null;
    this.paused = true;
    this.currentTime = 0;
    this.readyState = 0;
    this.dispatchEvent(new Event('loadstart'));
  }
  async play() {
    this.plays++;
    this.paused = false;
    this.dispatchEvent(new Event('play'));
  }
  fail(code: number) {
    this.error = { code };
    this.dispatchEvent(new Event('error'));
  }
  metadataLoaded() {
    this.readyState = 1;
    this.dispatchEvent(new Event('loadedmetadata'));
  }
  /** What a member's seek does: the new time, then the event. */
  seek(time: number) {
    this.currentTime = time;
    this.dispatchEvent(new Event('seeking'));
  }
  /** What the play button does (no promise to wait for here). */
  pressPlay() {
    this.paused = false;
    this.dispatchEvent(new Event('play'));
  }
}

function watch(video: FakeVideo, linkSeconds: number | null = null) {
  const clock = { now: 0 };
  const stop = resumeWhenSourceLost(video as unknown as ResumableMedia, {
    linkSeconds: () => linkSeconds,
    now: () => clock.now,
  });
  return { clock, stop };
}

describe('resumeWhenSourceLost: links that run out', () => {
  it('loads the video again before a seek on an old link, and goes where the member sought', () => {
    const video = new FakeVideo();
    const { clock } = watch(video, 300);
    clock.now = 200_000;
    video.seek(12);
    expect(video.loads).toBe(0); // the link is still good
    clock.now = 280_000;
    video.seek(18);
    expect(video.loads).toBe(1);
    video.metadataLoaded();
    expect(video.currentTime).toBe(18);
    expect(video.plays).toBe(0);
    expect(video.loads).toBe(1); // putting it back is a seek on a fresh link: no second load
  });

  it('loads it again before a play on an old link, then plays from where it was paused', () => {
    const video = new FakeVideo();
    const { clock } = watch(video, 300);
    video.currentTime = 7;
    clock.now = 600_000;
    video.pressPlay();
    expect(video.loads).toBe(1);
    video.metadataLoaded();
    expect(video.currentTime).toBe(7);
    expect(video.plays).toBe(1);
    expect(video.loads).toBe(1);
  });

  it('counts a link from the last load, and never reloads addresses that do not expire', () => {
    const video = new FakeVideo();
    const { clock } = watch(video, 300);
    clock.now = 250_000;
    video.load();
    video.metadataLoaded();
    clock.now = 500_000;
    video.seek(3);
    expect(video.loads).toBe(1);

    const served = new FakeVideo();
    const app = watch(served, null);
    app.clock.now = 10 * 3_600_000;
    served.seek(3);
    served.pressPlay();
    expect(served.loads).toBe(0);
  });
});

describe('resumeWhenSourceLost: reads that fail', () => {
  it('reloads a video whose read failed and plays on from where it was', () => {
    const video = new FakeVideo();
    watch(video);
    video.paused = false;
    video.currentTime = 25.5;
    video.fail(2);
    expect(video.loads).toBe(1);
    video.metadataLoaded();
    expect(video.currentTime).toBe(25.5);
    expect(video.plays).toBe(1);
  });

  it('keeps a paused video paused, at the place the member sought', () => {
    const video = new FakeVideo();
    watch(video);
    video.currentTime = 12;
    video.fail(2);
    video.metadataLoaded();
    expect(video.currentTime).toBe(12);
    expect(video.plays).toBe(0);
  });

  it('leaves a file that cannot load at all alone (a deleted post: not found)', () => {
    const video = new FakeVideo();
    watch(video);
    video.fail(4);
    video.fail(3);
    expect(video.loads).toBe(0);
  });

  it('gives up after three new starts in a minute, and tries again once the oldest is a minute old', () => {
    const video = new FakeVideo();
    const { clock } = watch(video);
    for (let i = 0; i < 5; i++) {
      video.fail(2);
      clock.now += 10_000;
    }
    expect(video.loads).toBe(3);
    clock.now = 61_000;
    video.fail(2);
    expect(video.loads).toBe(4);
  });

  it('moves nothing on a load it did not start, and stops when told', () => {
    const video = new FakeVideo();
    const { stop } = watch(video, 300);
    video.currentTime = 3;
    video.metadataLoaded();
    expect(video.currentTime).toBe(3);
    stop();
    video.fail(2);
    expect(video.loads).toBe(0);
  });
});
