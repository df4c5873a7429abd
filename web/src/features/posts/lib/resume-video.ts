/** What of a <video> the resume needs (a fake stands in for it in the unit test). */
export type ResumableMedia = Pick<
  HTMLMediaElement,
  'error' | 'currentTime' | 'paused' | 'readyState' | 'load' | 'play' | 'addEventListener' | 'removeEventListener'
>;

// MediaError.MEDIA_ERR_NETWORK: a read failed after the source had loaded. A source that cannot
// load at all (a deleted post's file: 404) is MEDIA_ERR_SRC_NOT_SUPPORTED, and is left alone.
const MEDIA_ERR_NETWORK = 2;
// A source that keeps failing is given up on: at most this many new starts a minute.
const RETRIES_PER_MINUTE = 3;
// A link is taken as good for this share of its promised life: the page learns of the load a
// little after the browser asked for it.
const SAFE_SHARE = 0.9;

export interface ResumeOptions {
  /**
   * How long the link behind the video's address stays good (GET /api/config/media); null:
   * forever, or not known yet. Asked at each play and seek: the setting may arrive after the video.
   */
  linkSeconds: () => number | null;
  now?: () => number;
}

/**
 * Keeps a video playable when the link behind its address runs out. With S3_PUBLIC_URL,
 * /uploads/<key> redirects to a link signed for minutes, and the browser reads every later range
 * of the video from that link, not from /uploads/: a clip left paused or unplayed in the feed past
 * the link's life would fail at the next play or seek (Chromium retries the refused read for about
 * half a minute first: the bucket's XML refusal is blocked as a cross-site read). So:
 * - before a play or a seek on a link older than its life, the video is loaded again from its own
 *   address, which answers a fresh link, and put back where the member wanted it;
 * - a read that fails all the same (a dropped connection on a phone) is retried the same way.
 * Answers the function that stops watching.
 */
export function resumeWhenSourceLost(
  media: ResumableMedia,
  { linkSeconds, now = Date.now }: ResumeOptions,
): () => void {
  let loadedAt = now();
  let retries: number[] = [];
  let resumeAt: { time: number; play: boolean } | null = null;

  // load() pauses and rewinds: where the member was, or wanted to go, is read first.
  const reload = (play: boolean) => {
    resumeAt = { time: media.currentTime, play };
    media.load();
  };
  const isStale = () => {
    const seconds = linkSeconds();
    return seconds !== null && now() - loadedAt > seconds * 1000 * SAFE_SHARE;
  };

  const onLoadStart = () => {
    loadedAt = now();
  };
  const onSeeking = () => {
    if (!resumeAt && media.readyState > 0 && isStale()) reload(!media.paused);
  };
  const onPlay = () => {
    if (!resumeAt && media.readyState > 0 && isStale()) reload(true);
  };
  const onError = () => {
    if (media.error?.code !== MEDIA_ERR_NETWORK) {
      resumeAt = null;
      return;
    }
    const t = now();
    retries = retries.filter((at) => t - at < 60_000);
    if (retries.length >= RETRIES_PER_MINUTE) return;
    retries.push(t);
    reload(!media.paused);
  };
  const onMetadata = () => {
    if (!resumeAt) return;
    const { time, play } = resumeAt;
    resumeAt = null;
    media.currentTime = time;
    // The member pressed play before: the browser allows playing on. A refusal leaves it paused.
    if (play) media.play().catch(() => {});
  };

  const listeners = [
    ['loadstart', onLoadStart],
    ['seeking', onSeeking],
    ['play', onPlay],
    ['error', onError],
    ['loadedmetadata', onMetadata],
  ] as const;
  for (const [event, listener] of listeners) media.addEventListener(event, listener);
  return () => {
    for (const [event, listener] of listeners) media.removeEventListener(event, listener);
  };
}
