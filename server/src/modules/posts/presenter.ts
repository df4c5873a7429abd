import type { ImageSizes } from '@common/schemas/media';
import type { Comment, Post } from '@common/schemas/posts';
import { variantUrl } from '../media';
import { presentUserSummary } from '../users';
import type { CommentRow } from './comments-repository';
import type { PostRow } from './post-row';

/** The API's Post (spec section 3 field names). */
export function presentPost(row: PostRow): Post {
  return {
    id: row.id,
    userId: row.user_id,
    content: row.content,
    imageUrl: row.image_url,
    imageKey: row.image_key,
    imageSizes: presentImageSizes(row),
    videoUrl: row.video_url,
    videoKey: row.video_key,
    location: row.location,
    placeLat: row.place_lat,
    placeLng: row.place_lng,
    audience: row.audience,
    workout: row.workout,
    activity: row.activity,
    createdAt: row.created_at.toISOString(),
    user: presentUserSummary({ ...row, id: row.user_id }),
    likesCount: row.likes_count,
    commentsCount: row.comments_count,
    userLiked: row.user_liked,
    bookmarked: row.bookmarked,
    // Only a post written in a private club names it: its members alone see it.
    ...(row.members_club && { club: row.members_club }),
  };
}

/** The photo's size and the URLs of its copies, narrowest first (media/variants.ts). */
function presentImageSizes(row: PostRow): ImageSizes | null {
  const { image_url: url, image_key: key, image_width: width, image_height: height } = row;
  if (!url || !key || !width || !height) return null;
  const sources = (row.image_variant_widths ?? []).flatMap((w) => {
    const copy = variantUrl(url, key, w);
    return copy ? [{ url: copy, width: w }] : [];
  });
  return { width, height, sources };
}

export function presentComment(row: CommentRow): Comment {
  return {
    id: row.id,
    postId: row.post_id,
    content: row.content,
    createdAt: row.created_at.toISOString(),
    user: presentUserSummary({ ...row, id: row.user_id }),
    // Issue 37: only a reply from another server says where it came from.
    ...(row.remote_server && {
      remote: { server: row.remote_server, url: row.remote_url!, handle: row.remote_handle! },
    }),
  };
}
