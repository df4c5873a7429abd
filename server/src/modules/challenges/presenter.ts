import type { Challenge } from '@common/schemas/challenges';
import type { ChallengeRow } from './challenge-row';

export function presentChallenge(row: ChallengeRow): Challenge {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    club: row.club_id !== null && row.club_name !== null ? { id: row.club_id, name: row.club_name } : null,
    creator: row.creator,
    metric: row.metric,
    sport: row.sport,
    goal: row.goal,
    target: row.target,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    timeZone: row.time_zone,
    participantCount: row.participant_count,
    joined: row.joined,
    createdAt: row.created_at.toISOString(),
  };
}
