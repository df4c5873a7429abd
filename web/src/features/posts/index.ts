// What the rest of the app may use of the posts feature (issue 31): the feed and trending lists
// and their first-load query, the composer, a post's card, a member's posts and saved posts, the
// feed's first photo preloaded before its code arrives, and the address of a post's own page.
export { feedListOptions, useFeed, useTrending } from './api/get-posts';
export { Composer } from './components/composer/composer';
export { PostCard } from './components/post-card';
export { PostList } from './components/post-list';
export { SavedPostsList } from './components/saved-posts-list';
export { UserPostsList } from './components/user-posts-list';
export { postPath } from './lib/post-path';
export { preloadPriorityImage } from './lib/priority-image';
