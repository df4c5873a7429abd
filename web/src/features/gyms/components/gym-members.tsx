import { GYM_TEXTS } from '@common/gyms-texts';
import type { GymDetail } from '@common/schemas/gyms';
import { BadgeCheck, Users } from 'lucide-react';
import { Link } from 'react-router';
import { LoadMore } from '@/components/load-more';
import { Avatar } from '@/components/ui/avatar';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useGymMembers } from '../api/get-gym';
import { HomeGymButton } from './home-gym-button';

/**
 * Who trains here: how many members call the gym home and allow it to be shown (Settings, issue
 * 34), the ones of them whose profile the viewer may see (the server applies privacy and blocks),
 * and the viewer's own Set/Remove button.
 */
export function GymMembers({ gym }: { gym: GymDetail }) {
  const members = useGymMembers(gym.id);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <div>
          <CardTitle className="flex items-center gap-2">
            <Users className="size-4 text-primary" aria-hidden="true" />
            {GYM_TEXTS.membersHeading}
          </CardTitle>
          <p className="text-sm text-muted-foreground" data-testid="gym-members-count">
            {GYM_TEXTS.membersCount(gym.homeGym.membersCount)}
          </p>
        </div>
        <HomeGymButton gym={gym} />
      </CardHeader>
      <CardContent>
        {members.items.length === 0 && !members.isPending ? (
          <p className="text-sm text-muted-foreground">{GYM_TEXTS.noVisibleMembers}</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2" aria-label="Members who call this gym home">
            {members.items.map((member) => (
              <li key={member.id}>
                <Link
                  to={`/profile/${encodeURIComponent(member.username)}`}
                  className="flex items-center gap-3 rounded-lg p-2 hover:bg-muted"
                >
                  <Avatar src={member.profileImageUrl} name={member.name} size="sm" decorative />
                  <span className="min-w-0">
                    <span className="flex items-center gap-1 font-medium [overflow-wrap:anywhere]">
                      {member.name}
                      {member.isTrainer && <BadgeCheck className="size-4 text-primary" aria-label="Trainer" />}
                    </span>
                    <span className="block text-xs text-muted-foreground">@{member.username}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <LoadMore
          hasMore={Boolean(members.hasNextPage)}
          loading={members.isFetchingNextPage}
          onLoadMore={() => void members.fetchNextPage()}
        />
      </CardContent>
    </Card>
  );
}
