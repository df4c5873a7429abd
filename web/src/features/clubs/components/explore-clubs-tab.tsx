import { CLUB_TEXTS as T } from '@common/clubs-texts';
import { Spinner } from '@/components/ui/spinner';
import { useClubs } from '../api/list-clubs';
import { useSuggestedClubs } from '../api/list-suggested-clubs';
import { ClubList } from './club-list';

/** Explore's Clubs tab: clubs suggested by home gym and sport, then the newest ones. */
export function ExploreClubsTab() {
  const suggested = useSuggestedClubs();
  const newest = useClubs('');
  // The newest clubs: the Clubs page's list (the same query), of which the first ten are shown here.
  const list = suggested.data && suggested.data.length > 0 ? suggested.data : newest.items;
  if (suggested.isPending || (newest.isPending && list.length === 0)) return <Spinner label="Loading clubs" />;
  if (list.length === 0) return <p className="py-4 text-sm text-muted-foreground">{T.noClubsText}</p>;
  return <ClubList clubs={list.slice(0, 10)} label={suggested.data?.length ? T.suggested : T.discover} />;
}
