import type { ChallengeGoal, ChallengeMetric, ChallengeSport } from '@common/challenges-texts';
import type { UserSummary } from '@common/schemas/user';

/** A challenge as repositories read it, with its club and creator, and whether the viewer joined. */
export interface ChallengeRow {
  id: number;
  creator_id: number;
  club_id: number | null;
  club_name: string | null;
  title: string;
  description: string | null;
  metric: ChallengeMetric;
  sport: ChallengeSport;
  goal: ChallengeGoal;
  target: number | null;
  starts_on: string;
  ends_on: string;
  time_zone: string;
  participant_count: number;
  total: number;
  created_at: Date;
  creator: UserSummary;
  joined: boolean;
}

/** The columns of a ChallengeRow from `challenges ch`, `clubs cl` and `users cu` (the creator); `$1` the viewer. */
export const CHALLENGE_SELECT = `ch.id, ch.creator_id, ch.club_id, cl.name as club_name, ch.title, ch.description,
  ch.metric, ch.sport, ch.goal, ch.target, ch.starts_on, ch.ends_on, ch.time_zone, ch.participant_count, ch.total,
  ch.created_at,
  json_build_object('id', cu.id, 'username', cu.username, 'name', cu.name, 'profileImageUrl', cu.profile_image_url,
    'profilePicture', cu.profile_image_url, 'isTrainer', cu.is_trainer) as creator,
  exists (select 1 from challenge_participants jp where jp.challenge_id = ch.id and jp.user_id = $1) as joined`;

export const CHALLENGE_JOINS = `left join clubs cl on cl.id = ch.club_id join users cu on cu.id = ch.creator_id`;
