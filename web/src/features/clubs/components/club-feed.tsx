import { CLUB_TOASTS, CLUB_TEXTS as T } from '@common/clubs-texts';
import { POST_LIMITS } from '@common/post-limits';
import { textRoom } from '@common/text-room';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CharacterCount } from '@/components/ui/character-count';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { PostCard } from '@/features/posts';
import { errorMessage } from '@/lib/api-client';
import { useClubPosts } from '../api/get-club-posts';
import { usePostToClub } from '../api/post-to-club';

/** The club's feed: posts its members shared to it (each shown by its own audience), and a box to post. */
export function ClubFeed({ clubId, canPost }: { clubId: number; canPost: boolean }) {
  const posts = useClubPosts(clubId, true);
  const share = usePostToClub(clubId);
  const [content, setContent] = useState('');
  const room = textRoom(content, POST_LIMITS.contentMax);
  const sendable = Boolean(content.trim()) && !room.over;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sendable) return;
    share.mutate(content.trim(), {
      onSuccess: () => {
        setContent('');
        toast({ title: CLUB_TOASTS.shared, variant: 'success' });
      },
      onError: (e) => toast({ title: errorMessage(e, 'The post could not be shared'), variant: 'destructive' }),
    });
  };
  return (
    <div className="flex flex-col gap-3">
      {canPost && (
        <form onSubmit={submit} className="flex flex-col gap-2" aria-label="Post to the club">
          <Label htmlFor={`club-${clubId}-post`}>Post to the club</Label>
          <Textarea
            id={`club-${clubId}-post`}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            rows={3}
            aria-invalid={room.over ? true : undefined}
            aria-describedby={[`club-${clubId}-post-hint`, room.note && `club-${clubId}-post-room`]
              .filter(Boolean)
              .join(' ')}
          />
          <CharacterCount id={`club-${clubId}-post-room`} room={room} />
          <p id={`club-${clubId}-post-hint`} className="text-xs text-muted-foreground">
            Your post keeps your usual audience: the club shows it to those allowed to see it.
          </p>
          <div>
            <Button type="submit" disabled={share.isPending || !sendable}>
              {T.shareToClub}
            </Button>
          </div>
        </form>
      )}
      {posts.isPending ? (
        <Spinner label="Loading the club's posts" />
      ) : posts.data && posts.data.length > 0 ? (
        posts.data.map((post) => <PostCard key={post.id} post={post} />)
      ) : (
        <p className="py-4 text-sm text-muted-foreground">{T.noPosts}</p>
      )}
    </div>
  );
}
