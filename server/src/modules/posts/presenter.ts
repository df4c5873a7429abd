import type { Comment, Post } from '@common/schemas/posts';
import { presentUserSummary } from '../users/presenter';
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
  };
}

export function presentComment(row: CommentRow): Comment {
  return {
    id: row.id,
    postId: row.post_id,
    content: row.content,
    createdAt: row.created_at.toISOString(),
    user: presentUserSummary({ ...row, id: row.user_id }),
  };
}
