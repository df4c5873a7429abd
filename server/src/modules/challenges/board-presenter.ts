import type { Leaderboard } from '@common/schemas/challenges';
import type { BoardRead } from './board-repository';
import type { ChallengeRow } from './challenge-row';

/** The board as answered: progress against each member's target (individual goals with one). */
export function presentBoard(challenge: ChallengeRow, board: BoardRead): Leaderboard {
  const target = challenge.goal === 'individual' ? challenge.target : null;
  const progress = (value: number) => (target ? value / target : null);
  return {
    challengeId: challenge.id,
    rows: board.rows.map((r) => ({ ...r, progress: progress(r.value) })),
    me: board.me
      ? {
          ...board.me,
          // The member's own view counts what only they can see, and says how much of it that is.
          value: board.me.value + board.me.privateValue,
          progress: progress(board.me.value + board.me.privateValue),
        }
      : null,
    total: board.total,
    target: challenge.target,
    participantCount: board.participant_count,
  };
}
