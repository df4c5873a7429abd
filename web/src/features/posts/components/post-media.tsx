import type { Post } from '@common/schemas/posts';

/** A post's photo or video. Media keep their aspect, up to a tall phone picture's height. */
export function PostMedia({ post }: { post: Post }) {
  const author = post.user.name || post.user.username;
  if (post.imageUrl) {
    return (
      <img
        src={post.imageUrl}
        alt={`Shared by ${author}`}
        loading="lazy"
        decoding="async"
        className="max-h-[32rem] w-full rounded-lg bg-muted object-cover"
      />
    );
  }
  if (post.videoUrl) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: members' clips have no caption track to offer
      <video
        src={post.videoUrl}
        controls
        preload="metadata"
        playsInline
        aria-label={`Video shared by ${author}`}
        className="max-h-[32rem] w-full rounded-lg bg-black"
      />
    );
  }
  return null;
}
