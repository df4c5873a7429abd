import { challengePhase } from '@common/challenge-dates';
import { CHALLENGE_TOASTS, CHALLENGE_MESSAGES as M, CHALLENGE_TEXTS as T } from '@common/challenges-texts';
import { formatCount } from '@common/en-us-format';
import { localIsoDate } from '@common/fitness/dates';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useSession } from '@/features/auth';
import { useClub } from '@/features/clubs';
import { ReportButton } from '@/features/moderation';
import { idInAddress } from '@/lib/address-id';
import { errorMessage, isApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { useChallenge } from '../api/get-challenge';
import { useJoinChallenge } from '../api/join-challenge';
import { LeaderboardTable } from '../components/leaderboard-table';
import { describeChallenge, formatValue } from '../lib/format';

/** /challenges/{id}: what it measures, joining and leaving, and the live leaderboard. */
export function ChallengePage() {
  const id = idInAddress(useParams().id);
  const query = useChallenge(id ?? 0);
  const { user } = useSession();
  const join = useJoinChallenge(id ?? 0);
  // A club's challenge takes only the club's active members: others are sent to the club.
  const club = useClub(query.data?.club?.id ?? null);
  usePageTitle(query.data?.title ?? 'Challenge');
  // /challenges/abc names no challenge: not found at once, without asking (useChallenge asks nothing).
  const missing = id === null || isApiError(query.error, 404) || isApiError(query.error, 400);
  if (missing || query.isError) {
    return (
      <p className="mx-auto max-w-xl p-6 text-center">
        {missing ? M.challengeNotFound : 'This challenge could not be loaded.'}
      </p>
    );
  }
  const c = query.data;
  if (!c) return <PageSpinner label="Loading the challenge" />;
  // The viewer's own day decides, as it does for what of theirs counts.
  const phase = challengePhase(c, localIsoDate());
  const toggle = () =>
    join.mutate(!c.joined, {
      onSuccess: () => toast({ title: c.joined ? CHALLENGE_TOASTS.left : CHALLENGE_TOASTS.joined, variant: 'success' }),
      onError: (error) => toast({ title: errorMessage(error, 'That did not work'), variant: 'destructive' }),
    });
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">{c.title}</h1>
        <p className="text-sm text-muted-foreground">{describeChallenge(c)}</p>
        <p className="text-sm text-muted-foreground">
          {c.club ? (
            <>
              A challenge of{' '}
              <Link to={`/clubs/${c.club.id}`} className="font-medium underline">
                {c.club.name}
              </Link>
            </>
          ) : (
            'A public challenge'
          )}
          {' · '}
          {formatCount(c.participantCount)} {c.participantCount === 1 ? 'member' : 'members'}
          {c.target !== null &&
            ` · target ${formatValue(c.metric, c.target)}${c.goal === 'group' ? ' together' : ' each'}`}
        </p>
        {c.description && <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{c.description}</p>}
      </header>
      <div className="flex flex-wrap items-center gap-2">
        {phase === 'ended' && !c.joined ? (
          <p className="text-sm text-muted-foreground">{T.closedToJoin}</p>
        ) : c.club && !c.joined && club.data?.membership?.status !== 'active' ? (
          <p className="text-sm text-muted-foreground">
            {T.clubMembersOnly}{' '}
            <Link to={`/clubs/${c.club.id}`} className="font-medium underline">
              {c.club.name}
            </Link>
          </p>
        ) : (
          <Button variant={c.joined ? 'outline' : 'default'} onClick={toggle} disabled={join.isPending}>
            {c.joined ? T.leave : T.join}
          </Button>
        )}
        {c.creator.id !== user?.id && (
          <ReportButton target={{ type: 'challenge', id: c.id }} label="Report challenge" />
        )}
      </div>
      <LeaderboardTable challenge={c} phase={phase} viewerId={user?.id ?? null} />
    </div>
  );
}
