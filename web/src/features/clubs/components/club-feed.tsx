import { CLUB_TOASTS, CLUB_TEXTS as T } from '@common/clubs-texts';
import { POST_LIMITS } from '@common/post-limits';
import { textRoom } from '@common/text-room';
import { Newspaper } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CharacterCount } from '@/components/ui/character-count';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { PostList } from '@/features/posts';
import { errorMessage } from '@/lib/api-client';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useClubPosts } from '../api/get-club-posts';
import { usePostToClub } from '../api/post-to-club';

/**
 * The club's feed: posts its members shared to it (each shown by its own audience), newest first
 * with Load More, and a box to post. `membersOnly` (a private club): what is written here is for
 * the club's members only, and the box says so.
 */
export function ClubFeed({ clubId, canPost, membersOnly }: { clubId: number; canPost: boolean; membersOnly: boolean }) {
  const posts = useClubPosts(clubId, true);
  const share = usePostToClub(clubId);
  const sending = useSingleSubmit();
  const [content, setContent] = useState('');
  const room = textRoom(content, POST_LIMITS.contentMax);
  const sendable = Boolean(content.trim()) && !room.over;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sendable) return;
    // Refused at once while a post is on its way: a double click shares one post.
    void sending.run(() =>
      share.mutateAsync(content.trim()).then(
        () => {
          setContent('');
          toast({ title: CLUB_TOASTS.shared, variant: 'success' });
        },
        (e) => toast({ title: errorMessage(e, 'The post could not be shared'), variant: 'destructive' }),
      ),
    );
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
            {membersOnly ? T.postMembersOnlyHint : T.postUsualAudienceHint}
          </p>
          <div>
            <Button type="submit" disabled={sending.busy || !sendable}>
              {T.shareToClub}
            </Button>
          </div>
        </form>
      )}
      <PostList
        list={posts}
        label="Club posts"
        errorText="The club's posts could not be loaded"
        empty={{ icon: Newspaper, title: T.noPosts }}
        embedded
      />
    </div>
  );
}
