import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';

/** Dashboard sidebar: the 2 nearest gyms and a View All link (filled by the gyms issue). */
export function GymsNearbyCard() {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>Gyms Nearby</CardTitle>
        <Link to="/gyms" className="text-sm font-semibold text-primary underline-offset-4 hover:underline">
          View All<span className="sr-only"> gyms</span>
        </Link>
      </CardHeader>
      <CardContent>
        <EmptyState
          icon={MapPin}
          title="No gyms to show yet"
          description="Gyms near you will appear here."
          className="py-4"
        />
      </CardContent>
    </Card>
  );
}
