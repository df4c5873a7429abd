// Visible texts of the posts domain (spec sections 5, 8, 9; DECISIONS D9). The spec's own texts
// are used as written; the others (marked "ours") fill what the spec leaves open.

import { POST_LIMITS } from './post-limits';

export const POST_TOASTS = {
  postCreated: 'Post created',
  error: 'Error',
  createFailed: 'Failed to create post. Please try again.',
  likeFailed: 'Failed to like/unlike post',
  commentsLoadFailed: 'Failed to load comments',
  commentAddFailed: 'Failed to add comment',
  uploadFailed: 'Upload failed',
  uploadFallback: 'Failed to upload file. Please try again.',
  fileUploaded: 'File uploaded',
  fileTooLarge: 'File too large',
  invalidFileType: 'Invalid file type',
  videoTooLong: 'Video too long',
  feedError: 'Error loading feed',
  feedFallback: 'Failed to load posts',
  // ours: the spec has no bookmark or delete calls
  postSaved: 'Post saved',
  postSavedDescription: 'You can find it in the Saved tab of your profile.',
  postUnsaved: 'Removed from saved posts',
  bookmarkFailed: 'Failed to update saved posts',
  postDeleted: 'Post deleted',
  deleteFailed: 'Failed to delete post. Please try again.',
} as const;

export const POST_MESSAGES = {
  // ours: server validation the spec does not name
  contentTooLong: `Posts can be at most ${POST_LIMITS.contentMax} characters`,
  commentTooLong: `Comments can be at most ${POST_LIMITS.commentMax} characters`,
  locationTooLong: `Location can be at most ${POST_LIMITS.locationMax} characters`,
  oneMediaOnly: 'Attach one image or one video, not both',
  mediaNeedsKey: 'Upload the file before attaching it',
  mediaNotYours: 'That file was not uploaded by you',
  mediaWrongKind: 'That file is not an image',
  videoWrongKind: 'That file is not a video',
  mediaInUse: 'That file is already attached to another post',
  placeNeedsBoth: 'A place needs both a latitude and a longitude',
  placeNeedsName: 'A place needs a name',
} as const;

export const POST_LABELS = {
  composerPlaceholder: "What's on your mind? Share a workout, a win or a question...",
  composerTitle: 'Share your progress',
  post: 'Post',
  posting: 'Posting...',
  uploading: 'Uploading...',
  addPhoto: 'Photo',
  addVideo: 'Video',
  addLocation: 'Location',
  locationPlaceholder: 'Search a city...',
  clearLocation: 'Clear location',
  removeMedia: 'Remove attachment',
  audience: 'Who can see this',
  commentPlaceholder: 'Write a comment...',
  noComments: 'No comments yet. Be the first to comment!',
  feedEmptyTitle: 'Your feed is warming up',
  feedEmptyText: 'Posts from you and the people you follow will show up here. Share your first update above!',
  trendingEmptyTitle: 'Nothing trending yet',
  trendingEmptyText: 'Public posts that people like and comment on this week show up here.',
  userPostsEmpty: 'No posts yet',
  userPostsEmptyOwner: 'Share a workout, a win or a question: your posts will show up here.',
  savedEmptyTitle: 'No saved posts yet',
  savedEmptyText: 'Tap the bookmark on a post to keep it here.',
  deletePost: 'Delete post',
  deleteConfirm: 'Delete this post? Its photo or video is deleted too. This cannot be undone.',
} as const;

/**
 * The audience choice that the server resolves to the profile's visibility (D5), as the composer
 * and the share-a-workout step name it (ours): `name (Friends)` once the visibility is known.
 */
export const POST_AUDIENCE_TEXTS = {
  profileDefault: { name: 'Profile default', unknown: 'Profile default' },
  myDefault: { name: 'My default', unknown: 'My default (profile visibility)' },
  resolved: (name: string, visibility: string) => `${name} (${visibility})`,
  /** An unconfirmed member cannot post publicly yet (issue 18). */
  refused: (name: string, visibility: string) => `${name} (${visibility}: confirm your email first)`,
} as const;

/** A post's own page, /posts/{id} (ours: the spec has no page for one post). */
export const POST_PAGE_TEXTS = {
  title: (name: string) => `Post by ${name}`,
  loadingTitle: 'Post',
  loading: 'Loading the post',
  notFoundTitle: 'Post not found',
  notFoundText: 'This post does not exist, was deleted, or is not shared with you.',
  loadFailed: 'This post could not be loaded.',
  tryAgain: 'Try again',
  backToFeed: 'Back to your feed',
  openPost: (when: string) => `${when}, open the post`,
} as const;
