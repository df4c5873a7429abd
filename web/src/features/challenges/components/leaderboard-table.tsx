import type { ChallengePhase } from '@common/challenge-dates';
import { CHALLENGE_TEXTS as T } from '@common/challenges-texts';
import type { Challenge, Leaderboard } from '@common/schemas/challenges';
import { Link } from 'react-router';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { useLeaderboard, useLiveLeaderboard } from '../api/get-leaderboard';
import { formatDay, formatValue } from '../lib/format';

function Row({ row, metric, own }: { row: Leaderboard['rows'][number]; metric: Challenge['metric']; own: boolean }) {
  const name = row.user.name || row.user.username;
  return (
    <tr className={own ? 'bg-primary-soft font-semibold' : undefined}>
      <td className="px-3 py-2 tabular-nums">{row.rank}</td>
      <td className="px-3 py-2 [overflow-wrap:anywhere]">
        <Link
          to={`/profile/${encodeURIComponent(row.user.username)}`}
          className="underline-offset-2 hover:underline max-sm:inline-flex max-sm:min-h-11 max-sm:min-w-11 max-sm:items-center"
        >
          {name}
        </Link>
        {own && <span className="ml-1 text-xs text-muted-foreground">({T.you})</span>}
      </td>
      <td className="px-3 py-2 tabular-nums">{formatValue(metric, row.value)}</td>
      <td className="px-3 py-2 max-sm:hidden">
        {row.progress !== null ? (
          <Progress value={row.progress * 100} label={`${name}: ${Math.round(row.progress * 100)}% of the target`} />
        ) : (
          <span className="text-muted-foreground">–</span>
        )}
      </td>
    </tr>
  );
}

/**
 * The member's own row as everyone sees it: `me` counts what only they can see too, which their
 * rank does not, so the row keeps to the board's figures (else it reads as misordered) and the
 * note under the table gives the total with the rest.
 */
function boardRowOf(me: NonNullable<Leaderboard['me']>): Leaderboard['rows'][number] {
  const value = me.value - me.privateValue;
  const progress = me.progress === null || me.value === 0 ? me.progress : (me.progress * value) / me.value;
  return { rank: me.rank, user: me.user, value, progress };
}

const BADGE = 'rounded-full px-2 py-0.5 text-xs font-medium';

/** Beside the board's heading: Live while it runs (and is heard live), Ended, or when it starts. */
function PhaseBadge({ challenge, phase, live }: { challenge: Challenge; phase: ChallengePhase; live: boolean }) {
  if (phase === 'ended') return <span className={`${BADGE} bg-muted text-muted-foreground`}>{T.ended}</span>;
  if (phase === 'upcoming')
    return <span className={`${BADGE} bg-muted text-foreground`}>{T.startsOn(formatDay(challenge.startsOn))}</span>;
  return live ? <span className={`${BADGE} bg-primary-soft text-primary-strong`}>{T.live}</span> : null;
}

/**
 * The board: rank, member, value and progress; the member's own row and what only they see.
 * `phase` is where the challenge stands on the viewer's day.
 */
export function LeaderboardTable({
  challenge,
  phase,
  viewerId,
}: {
  challenge: Challenge;
  phase: ChallengePhase;
  viewerId: number | null;
}) {
  const live = useLiveLeaderboard(challenge.id);
  const query = useLeaderboard(challenge.id);
  if (query.isPending) return <Spinner label="Loading the leaderboard" />;
  if (query.isError) return <p className="text-sm text-destructive">The leaderboard could not be loaded.</p>;
  const board = query.data;
  const me = board.me;
  const meShown = me && board.rows.some((r) => r.user.id === me.user.id);
  return (
    <section aria-labelledby="leaderboard-heading" className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <h2 id="leaderboard-heading" className="text-lg font-semibold">
          {T.leaderboard}
        </h2>
        <PhaseBadge challenge={challenge} phase={phase} live={live} />
      </div>
      {challenge.goal === 'group' && board.target !== null && (
        <div className="flex flex-col gap-1">
          <p className="text-sm">
            {T.groupProgress}: {formatValue(challenge.metric, board.total)} of{' '}
            {formatValue(challenge.metric, board.target)}
          </p>
          <Progress value={(board.total / board.target) * 100} label={T.groupProgress} />
        </div>
      )}
      {board.rows.length === 0 ? (
        <p className="py-4 text-sm text-muted-foreground">{T.noParticipants}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-border bg-card">
          <table className="w-full text-left text-sm" aria-label={T.leaderboard}>
            <thead className="text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {T.rank}
                </th>
                <th scope="col" className="px-3 py-2">
                  {T.member}
                </th>
                <th scope="col" className="px-3 py-2">
                  {T.value}
                </th>
                <th scope="col" className="px-3 py-2 max-sm:hidden">
                  {T.progress}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {board.rows.map((r) => (
                <Row key={r.user.id} row={r} metric={challenge.metric} own={r.user.id === viewerId} />
              ))}
              {me && !meShown && <Row row={boardRowOf(me)} metric={challenge.metric} own />}
            </tbody>
          </table>
        </div>
      )}
      {me && me.privateValue > 0 && (
        <p className="text-sm text-muted-foreground">
          {T.privateNote(formatValue(challenge.metric, me.privateValue), formatValue(challenge.metric, me.value))}
        </p>
      )}
    </section>
  );
}
