import { POST_PAGE_TEXTS as T } from '@common/posts-texts';
import { ArrowLeft, FileQuestionMark, Home } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { idInAddress } from '@/lib/address-id';
import { isApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { usePost } from '../api/get-post';
import { PostCard } from '../components/post-card';

const FEED = '/dashboard';

/**
 * /posts/{id}: one post with its comments open, where the notifications about it and its time
 * label lead. A post the viewer may not see reads as not found, like one that does not exist (the
 * server answers both with 404); `/posts/abc` names none and asks nothing. Deleting it from here
 * goes back to the feed.
 */
export function PostPage() {
  const id = idInAddress(useParams().id);
  const query = usePost(id);
  const navigate = useNavigate();
  const post = query.data;
  const name = post ? post.user.name || post.user.username : null;
  const missing = id === null || isApiError(query.error, 404);
  usePageTitle(missing ? T.notFoundTitle : name ? T.title(name) : T.loadingTitle);

  if (missing) return <PostNotFound />;
  if (query.isError) {
    return (
      <Card className="mx-auto flex max-w-md flex-col items-center gap-4 p-8 text-center">
        <h1 className="text-xl font-bold">{T.loadFailed}</h1>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {T.tryAgain}
        </Button>
      </Card>
    );
  }
  if (!post || !name) return <PageSpinner label={T.loading} />;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <div>
        <Link to={FEED} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          <ArrowLeft aria-hidden="true" />
          {T.backToFeed}
        </Link>
      </div>
      <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">{T.title(name)}</h1>
      {/* Keyed by post: another post's page starts with its own comments open. */}
      <PostCard key={post.id} post={post} defaultCommentsOpen onDeleted={() => navigate(FEED, { replace: true })} />
    </div>
  );
}

function PostNotFound() {
  return (
    <Card className="mx-auto flex max-w-md flex-col items-center gap-4 p-8 text-center">
      <FileQuestionMark className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-xl font-bold">{T.notFoundTitle}</h1>
      <p className="text-muted-foreground">{T.notFoundText}</p>
      <Link to={FEED} className={buttonVariants()}>
        <Home aria-hidden="true" />
        {T.backToFeed}
      </Link>
    </Card>
  );
}
