/** A post's own page: where its time label and the notifications about it lead. */
export const postPath = (postId: number): string => `/posts/${postId}`;
