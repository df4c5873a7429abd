import type { Post } from '@common/schemas/posts';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PostHeader } from './post-header';

// Issue 37: a post from another server names its author by their full handle and links to the
// original there; its author has no profile here, so no link may lead to one.

const remote = { server: 'social.example', url: 'https://social.example/@ann/1', handle: '@ann@social.example' };
const post = (over: Partial<Post>) =>
  ({
    id: 1,
    userId: 7,
    user: { id: 7, username: 'ann', name: 'Ann', profileImageUrl: null, isTrainer: false },
    audience: 'public',
    createdAt: '2026-11-27T10:00:00.000Z',
    ...over,
  }) as Post;
const header = (p: Post) =>
  renderToStaticMarkup(
    <StaticRouter location="/dashboard">
      <PostHeader post={p} canDelete={false} canReport={false} />
    </StaticRouter>,
  );

describe('a post header', () => {
  it('links a member of ours to their profile, by @username', () => {
    const html = header(post({}));
    expect(html).toContain('href="/profile/ann"');
    expect(html).toContain('>@ann<');
  });

  it('links a remote author to the original on their server, by their full handle, never to a profile here', () => {
    const html = header(
      post({ userId: 0, user: { ...post({}).user, id: 0, username: '@ann@social.example' }, remote }),
    );
    expect(html).not.toContain('/profile/');
    expect(html).toContain('>@ann@social.example<');
    expect(html).not.toContain('@@');
    const links = html.match(/<a [^>]*href="https:\/\/social\.example\/@ann\/1"[^>]*>/g) ?? [];
    // The avatar, the name and the "from server" mark.
    expect(links).toHaveLength(3);
    for (const link of links) expect(link).toContain('rel="nofollow noopener noreferrer"');
    expect(html).toContain('aria-label="Ann, view the original on social.example"');
  });
});
