import type { Post } from '@common/schemas/posts';
import { useEffect, useRef } from 'react';
import { imageSourceSet } from '@/lib/image-source-set';
import { useMediaConfig } from '../api/get-media-config';
import { POST_IMAGE_SIZES } from '../lib/priority-image';
import { resumeWhenSourceLost } from '../lib/resume-video';

/**
 * A post's photo or video. Media keep their aspect, up to a tall phone picture's height. The
 * photo's own size reserves its place before it loads (no layout shift), and the browser picks the
 * copy that fits the screen. `priority`: the first photo of a feed is the page's largest paint, so
 * it loads at once and first; the others wait until they are about to scroll into view.
 */
export function PostMedia({ post, priority = false }: { post: Post; priority?: boolean }) {
  const author = post.user.name || post.user.username;
  if (post.imageUrl) {
    const sizes = post.imageSizes;
    return (
      <img
        src={post.imageUrl}
        srcSet={sizes ? imageSourceSet(post.imageUrl, sizes) : undefined}
        sizes={sizes?.sources.length ? POST_IMAGE_SIZES : undefined}
        width={sizes?.width}
        height={sizes?.height}
        alt={`Shared by ${author}`}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'auto' : 'async'}
        className="h-auto max-h-[32rem] w-full rounded-lg bg-muted object-cover"
      />
    );
  }
  if (post.videoUrl) return <PostVideo src={post.videoUrl} label={`Video shared by ${author}`} />;
  return null;
}

/** A post's clip, kept playable when the link behind its address runs out (resume-video.ts). */
function PostVideo({ src, label }: { src: string; label: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const linkSeconds = useRef<number | null>(null);
  linkSeconds.current = useMediaConfig().data?.linkSeconds ?? null;
  useEffect(
    () => (video.current ? resumeWhenSourceLost(video.current, { linkSeconds: () => linkSeconds.current }) : undefined),
    [],
  );
  return (
    // biome-ignore lint/a11y/useMediaCaption: members' clips have no caption track to offer
    <video
      ref={video}
      src={src}
      controls
      preload="metadata"
      playsInline
      aria-label={label}
      className="max-h-[32rem] w-full rounded-lg bg-black"
    />
  );
}
