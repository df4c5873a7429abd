import type { Post } from '@common/schemas/posts';
import { imageSourceSet } from '@/lib/image-source-set';

/**
 * How wide a post's photo is drawn, for the browser to pick a copy before layout: the card's
 * width in the main column, which loses the sidebar (lg), then the suggestions column (xl).
 */
export const POST_IMAGE_SIZES =
  '(min-width: 1280px) 48rem, (min-width: 1024px) calc(100vw - 22rem), calc(100vw - 3.5rem)';

/** A photo further down than this many posts starts below a phone's first screen. */
const PRIORITY_WITHIN = 3;

/** The post whose photo is the list's first on screen: the page's largest paint, loaded first. */
export function priorityImagePost(posts: readonly Post[]): Post | undefined {
  return posts.slice(0, PRIORITY_WITHIN).find((post) => post.imageUrl);
}

/**
 * Starts downloading that photo as soon as the list's data is here, before the code that draws
 * the list has arrived: the same URL the <img> will pick (srcset and sizes), at high priority.
 */
export function preloadPriorityImage(posts: readonly Post[], doc: Document = document): void {
  const post = priorityImagePost(posts);
  if (!post?.imageUrl) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = post.imageUrl;
  link.fetchPriority = 'high';
  const srcset = post.imageSizes && imageSourceSet(post.imageUrl, post.imageSizes);
  if (srcset) {
    link.imageSrcset = srcset;
    link.imageSizes = POST_IMAGE_SIZES;
  }
  doc.head.append(link);
}
