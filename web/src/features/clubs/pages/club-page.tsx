import { CHALLENGE_METRIC_LABELS, type ChallengeMetric } from '@common/challenges-texts';
import { CLUB_SPORT_LABELS, JOIN_POLICY_LABELS, CLUB_TEXTS as T } from '@common/clubs-texts';
import type { ClubDetail } from '@common/schemas/clubs';
import { Link, useParams } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSession } from '@/features/auth';
import { ReportButton } from '@/features/moderation';
import { idInAddress } from '@/lib/address-id';
import { isApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { useClub } from '../api/get-club';
import { ClubFeed } from '../components/club-feed';
import { DeleteClubDialog } from '../components/delete-club-dialog';
import { EditClubDialog } from '../components/edit-club-dialog';
import { EventsSection } from '../components/events-section';
import { MembersSection } from '../components/members-section';
import { MembershipButton } from '../components/membership-button';

function ChallengesTab({ club, isAdmin }: { club: ClubDetail; isAdmin: boolean }) {
  const create = `/challenges?${new URLSearchParams({ club: String(club.id), clubName: club.name })}`;
  return (
    <div className="flex flex-col gap-3">
      {isAdmin && (
        <div>
          <Link to={create} className={buttonVariants({ variant: 'outline' })}>
            Create a club challenge
          </Link>
        </div>
      )}
      {club.challenges.length === 0 ? (
        <p className="py-4 text-sm text-muted-foreground">{T.noChallenges}</p>
      ) : (
        <ul
          aria-label={T.challenges}
          className="flex flex-col divide-y divide-border rounded-xl border border-border bg-card"
        >
          {club.challenges.map((c) => (
            <li key={c.id} className="flex flex-col px-4 py-3">
              <Link
                to={`/challenges/${c.id}`}
                className="font-medium underline-offset-2 hover:underline max-sm:flex max-sm:min-h-11 max-sm:items-center"
              >
                {c.title}
              </Link>
              <span className="text-xs text-muted-foreground">
                {CHALLENGE_METRIC_LABELS[c.metric as ChallengeMetric] ?? c.metric} · {c.startsOn} to {c.endsOn} ·{' '}
                {c.participantCount} taking part
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** /clubs/{id}: the club, joining and leaving, editing and deleting it, and for those who may read it its feed, members, events and challenges. */
export function ClubPage() {
  const id = idInAddress(useParams().id);
  const query = useClub(id);
  const { user } = useSession();
  usePageTitle(query.data?.name ?? 'Club');
  if (id === null || query.isError) {
    return (
      <p className="mx-auto max-w-xl p-6 text-center">
        {id === null || isApiError(query.error, 404) ? 'Club not found' : 'This club could not be loaded.'}
      </p>
    );
  }
  const club = query.data;
  if (!club) return <PageSpinner label="Loading the club" />;
  const active = club.membership?.status === 'active';
  const isAdmin = Boolean(user?.isAdmin) || (active && club.membership?.role !== 'member');
  // Deleting the club and changing roles: its owner, or a site admin (moderation), as the server allows.
  const isOwner = Boolean(user?.isAdmin) || (active && club.membership?.role === 'owner');
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">{club.name}</h1>
        <p className="text-sm text-muted-foreground">
          {CLUB_SPORT_LABELS[club.sport]} · {JOIN_POLICY_LABELS[club.joinPolicy]} · {club.memberCount}{' '}
          {club.memberCount === 1 ? 'member' : 'members'}
          {club.homeGym && (
            <>
              {' · '}
              <Link to={`/gyms/${club.homeGym.id}`} className="font-medium underline">
                {club.homeGym.name}
              </Link>
            </>
          )}
        </p>
        {club.description && <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{club.description}</p>}
        <div className="flex flex-wrap items-center gap-2">
          <MembershipButton club={club} />
          {club.membership?.status === 'requested' && (
            <span className="text-sm text-muted-foreground">{T.requested}</span>
          )}
          {isAdmin && <EditClubDialog club={club} />}
          {isOwner && <DeleteClubDialog club={club} />}
          {club.membership?.role !== 'owner' && (
            <ReportButton target={{ type: 'club', id: club.id }} label="Report club" />
          )}
        </div>
      </header>
      {club.canSeeContent ? (
        <Tabs defaultValue="feed">
          <TabsList aria-label="Club sections" layout="grid">
            <TabsTrigger value="feed">{T.feed}</TabsTrigger>
            <TabsTrigger value="members">{T.members}</TabsTrigger>
            <TabsTrigger value="events">{T.events}</TabsTrigger>
            <TabsTrigger value="challenges">{T.challenges}</TabsTrigger>
          </TabsList>
          <TabsContent value="feed">
            <ClubFeed clubId={club.id} canPost={active} membersOnly={club.joinPolicy === 'private'} />
          </TabsContent>
          <TabsContent value="members">
            <MembersSection clubId={club.id} isAdmin={isAdmin} isOwner={isOwner} />
          </TabsContent>
          <TabsContent value="events">
            <EventsSection clubId={club.id} isAdmin={isAdmin} canAnswer={active} />
          </TabsContent>
          <TabsContent value="challenges">
            <ChallengesTab club={club} isAdmin={isAdmin} />
          </TabsContent>
        </Tabs>
      ) : (
        <p className="text-sm text-muted-foreground">{T.privateFeed}</p>
      )}
    </div>
  );
}
