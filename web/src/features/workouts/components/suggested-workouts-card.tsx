import { Dumbbell } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';

/** Dashboard sidebar: workout suggestions for the member (filled by the workouts issue). */
export function SuggestedWorkoutsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Suggested Workouts</CardTitle>
      </CardHeader>
      <CardContent>
        <EmptyState
          icon={Dumbbell}
          title="No suggestions yet"
          description="Tell us your fitness goal and activity level and we will suggest workouts for you."
          className="py-4"
        />
      </CardContent>
    </Card>
  );
}
