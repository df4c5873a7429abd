import type { Club } from '@common/schemas/clubs';
import type { ClubRow } from './club-row';

export function presentClub(row: ClubRow): Club {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    sport: row.sport,
    joinPolicy: row.join_policy,
    imageUrl: row.image_url,
    homeGym:
      row.home_gym_id !== null && row.home_gym_name !== null ? { id: row.home_gym_id, name: row.home_gym_name } : null,
    memberCount: row.member_count,
    membership: row.my_role && row.my_status ? { role: row.my_role, status: row.my_status } : null,
    createdAt: row.created_at.toISOString(),
  };
}
