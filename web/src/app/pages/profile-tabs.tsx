import { PEOPLE_TEXTS } from '@common/people-texts';
import type { Profile } from '@common/schemas/people';
import { PenSquare } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { UserMealPlans } from '@/features/meals';
import { SavedPostsList, UserPostsList } from '@/features/posts';
import { UserWorkoutPlans } from '@/features/workouts';

/**
 * Posts, Fitness and (the owner only) Saved. Each tab's content belongs to its domain, which also
 * decides what this viewer may see of it.
 */
export function ProfileTabs({ profile }: { profile: Profile }) {
  const isOwner = profile.isOwnProfile;
  return (
    <Tabs defaultValue="posts">
      <TabsList aria-label="Profile sections">
        <TabsTrigger value="posts">{PEOPLE_TEXTS.postsTab}</TabsTrigger>
        <TabsTrigger value="fitness">{PEOPLE_TEXTS.fitnessTab}</TabsTrigger>
        {isOwner && <TabsTrigger value="saved">{PEOPLE_TEXTS.savedTab}</TabsTrigger>}
      </TabsList>
      <TabsContent value="posts">
        <Card className="flex flex-col gap-3 p-4">
          {isOwner && (
            <Link to="/create-post" className={buttonVariants({ size: 'sm', className: 'self-end' })}>
              <PenSquare aria-hidden="true" />
              {PEOPLE_TEXTS.createPost}
            </Link>
          )}
          <UserPostsList userId={profile.id} isOwner={isOwner} />
        </Card>
      </TabsContent>
      <TabsContent value="fitness">
        <div className="grid gap-4 md:grid-cols-2">
          <Card className="p-4">
            <h2 className="mb-2 font-semibold">Workout plans</h2>
            <UserWorkoutPlans userId={profile.id} hidden={profile.workoutsHidden} />
          </Card>
          <Card className="p-4">
            <h2 className="mb-2 font-semibold">Meal plans</h2>
            <UserMealPlans userId={profile.id} hidden={profile.detailsHidden} />
          </Card>
        </div>
      </TabsContent>
      {isOwner && (
        <TabsContent value="saved">
          <Card className="p-4">
            <SavedPostsList />
          </Card>
        </TabsContent>
      )}
    </Tabs>
  );
}
