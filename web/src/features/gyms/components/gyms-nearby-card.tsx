import { GYM_TEXTS } from '@common/gyms-texts';
import { LIMITS } from '@common/limits';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { NearbyGymList } from './nearby-gym-list';

/** Dashboard sidebar: the 2 nearest gyms and a View All link to the finder (spec section 2). */
export function GymsNearbyCard() {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>{GYM_TEXTS.nearbyCardTitle}</CardTitle>
        <Link to="/gyms" className="text-sm font-semibold text-primary underline-offset-4 hover:underline">
          {GYM_TEXTS.viewAll}
          <span className="sr-only"> gyms</span>
        </Link>
      </CardHeader>
      <CardContent>
        <NearbyGymList limit={LIMITS.sidebarGyms} pageable={false} label={GYM_TEXTS.nearbyCardTitle} />
      </CardContent>
    </Card>
  );
}
