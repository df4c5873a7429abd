import type { ClubDetail } from '@common/schemas/clubs';
import type { Queryable } from '../../db/pool';
import type { Viewer } from '../access';
import type { ClubRow } from './club-row';
import { listUpcomingEvents } from './events-repository';
import { memberJsonSql } from './member-sql';
import { listClubMembers } from './membership-repository';
import { canSeeContent } from './policies';
import { presentClub } from './presenter';

const EVENTS_PREVIEW = 5;
const CHALLENGES_PREVIEW = 10;

/** The club page's answer: members, events and challenges only for those who may read the club. */
export async function readClubDetail(db: Queryable, viewer: Viewer, club: ClubRow, membersPreview: number) {
  const reader = canSeeContent(viewer, club);
  const [owner, members, upcomingEvents, challenges] = await Promise.all([
    db.query<{ owner: ClubDetail['owner'] }>(`select ${memberJsonSql('u')} as owner from users u where u.id = $1`, [
      club.owner_id,
    ]),
    reader ? listClubMembers(db, club.id, viewer, { limit: membersPreview }) : [],
    reader ? listUpcomingEvents(db, club.id, viewer.id, { limit: EVENTS_PREVIEW }) : [],
    reader
      ? db
          .query<ClubDetail['challenges'][number]>(
            `select id, title, metric, starts_on::text as "startsOn", ends_on::text as "endsOn",
               participant_count as "participantCount"
             from challenges where club_id = $1 order by id desc limit $2`,
            [club.id, CHALLENGES_PREVIEW],
          )
          .then((r) => r.rows)
      : [],
  ]);
  const detail: ClubDetail = {
    ...presentClub(club),
    owner: owner.rows[0].owner,
    members: members.map(({ role: _role, ...summary }) => summary),
    upcomingEvents,
    challenges,
    canSeeContent: reader,
  };
  return detail;
}
