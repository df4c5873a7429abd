import type { AdminPost } from '@common/schemas/admin';
import { ExternalLink, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog, type ConfirmRequest } from '@/components/confirm-dialog';
import { LoadMore } from '@/components/load-more';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAdminDeletePost } from '../api/delete-post';
import { useAdminPosts } from '../api/get-admin-posts';
import { PostPreviewDialog } from './post-preview-dialog';
import { HeaderCell, ListStatus, TableRegion } from './table-region';

function MediaBadge({ post }: { post: AdminPost }) {
  if (post.imageUrl) return <Badge>Image</Badge>;
  if (post.videoUrl) return <Badge variant="accent">Video</Badge>;
  return <Badge variant="secondary">None</Badge>;
}

/** 'Leg day done. Felt strong…': the start of a post, for labels and confirmations. */
export function excerpt(text: string, max = 40): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** The Posts tab: every post (whatever its audience), its author, date and media; Open and Delete. */
export function PostsTab({ q }: { q: string }) {
  const posts = useAdminPosts(q);
  const deletePost = useAdminDeletePost();
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const askDelete = (post: AdminPost) =>
    setRequest({
      title: 'Delete this post?',
      description: `“${excerpt(post.content, 80)}” by @${post.user.username} is removed with its photo or video, likes and comments. This action cannot be undone.`,
      confirmLabel: 'Delete post',
      destructive: true,
      onConfirm: () => deletePost.mutateAsync(post.id),
    });

  return (
    <div className="flex flex-col gap-3">
      <ListStatus
        pending={posts.isPending}
        error={posts.error}
        empty={posts.items.length === 0}
        emptyText={q ? `No posts match "${q}".` : 'No posts yet.'}
      />
      {posts.items.length > 0 && (
        <TableRegion label="Posts">
          <thead className="bg-muted">
            <tr>
              <HeaderCell className="hidden sm:table-cell">Author</HeaderCell>
              <HeaderCell>Content</HeaderCell>
              <HeaderCell className="hidden sm:table-cell">Date</HeaderCell>
              <HeaderCell className="hidden sm:table-cell">Media</HeaderCell>
              <HeaderCell className="text-right">Actions</HeaderCell>
            </tr>
          </thead>
          <tbody>
            {posts.items.map((post) => {
              const name = post.user.name || post.user.username;
              const label = excerpt(post.content);
              return (
                <tr key={post.id} className="border-t border-border align-middle">
                  <td className="hidden px-3 py-2 sm:table-cell">
                    <div className="flex items-center gap-2">
                      <Avatar
                        src={post.user.profileImageUrl}
                        name={name}
                        size="sm"
                        decorative
                        className="hidden sm:inline-flex"
                      />
                      <div className="min-w-0">
                        <Link
                          to={`/profile/${encodeURIComponent(post.user.username)}`}
                          className="tap-target font-semibold hover:underline"
                        >
                          {name}
                        </Link>
                        <p className="text-xs text-muted-foreground">@{post.user.username}</p>
                      </div>
                    </div>
                  </td>
                  <th scope="row" className="max-w-xs min-w-40 px-3 py-2 font-normal">
                    <p className="line-clamp-2 [overflow-wrap:anywhere]">{post.content}</p>
                    {/* Phones show the author and the media here instead of in columns of their own. */}
                    <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground sm:hidden">
                      @{post.user.username}
                      <MediaBadge post={post} />
                    </p>
                  </th>
                  <td className="hidden px-3 py-2 whitespace-nowrap sm:table-cell">
                    <time dateTime={post.createdAt}>{new Date(post.createdAt).toLocaleDateString()}</time>
                  </td>
                  <td className="hidden px-3 py-2 sm:table-cell">
                    <MediaBadge post={post} />
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex justify-end gap-0.5">
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Open post “${label}”`}
                        title="Open"
                        onClick={() => setOpenId(post.id)}
                      >
                        <ExternalLink aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Delete post “${label}”`}
                        title="Delete"
                        onClick={() => askDelete(post)}
                      >
                        <Trash2 className="text-destructive" aria-hidden="true" />
                      </Button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </TableRegion>
      )}
      <LoadMore
        hasMore={Boolean(posts.hasNextPage)}
        loading={posts.isFetchingNextPage}
        onLoadMore={() => void posts.fetchNextPage()}
      />
      <ConfirmDialog request={request} onClose={() => setRequest(null)} />
      <PostPreviewDialog postId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
