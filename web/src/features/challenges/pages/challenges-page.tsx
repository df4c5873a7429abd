import { CHALLENGE_LIMITS, CHALLENGE_TEXTS as T } from '@common/challenges-texts';
import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePageTitle } from '@/lib/use-page-title';
import { usePublicChallenges } from '../api/list-challenges';
import { useMyChallenges } from '../api/list-my-challenges';
import { ChallengeList } from '../components/challenge-list';
import { CreateChallengeForm } from '../components/create-challenge-form';

/**
 * /challenges: the member's challenges, the public ones (searchable) and the form to create one.
 * `?club=<id>&clubName=<name>` (from a club's page) makes it that club's challenge.
 */
export function ChallengesPage() {
  usePageTitle(T.challenges);
  const [params] = useSearchParams();
  const clubId = Number(params.get('club'));
  const club = clubId > 0 ? { id: clubId, name: params.get('clubName') ?? 'the club' } : null;
  const [creating, setCreating] = useState(club !== null);
  const [q, setQ] = useState('');
  const query = useDebouncedValue(q.trim(), 300);
  const mine = useMyChallenges();
  const open = usePublicChallenges(query);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{T.challenges}</h1>
        <Button onClick={() => setCreating((v) => !v)} aria-expanded={creating}>
          {T.createChallenge}
        </Button>
      </header>
      {creating && (
        <Card className="p-4 sm:p-5">
          <h2 className="mb-3 text-lg font-semibold">{T.createChallenge}</h2>
          <CreateChallengeForm club={club} />
        </Card>
      )}
      <section aria-labelledby="my-challenges" className="flex flex-col gap-2">
        <h2 id="my-challenges" className="text-lg font-semibold">
          {T.myChallenges}
        </h2>
        {mine.isPending ? (
          <Spinner label="Loading your challenges" />
        ) : mine.data && mine.data.length > 0 ? (
          <ChallengeList challenges={mine.data} label={T.myChallenges} />
        ) : (
          <p className="text-sm text-muted-foreground">You have not joined a challenge yet.</p>
        )}
      </section>
      <section aria-labelledby="public-challenges" className="flex flex-col gap-2">
        <h2 id="public-challenges" className="text-lg font-semibold">
          {T.publicChallenges}
        </h2>
        <div className="flex max-w-sm flex-col gap-1.5">
          <Label htmlFor="challenge-search">Search challenges</Label>
          <Input
            id="challenge-search"
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            maxLength={CHALLENGE_LIMITS.queryMax}
          />
        </div>
        {open.isPending ? (
          <Spinner label="Loading challenges" />
        ) : open.data && open.data.length > 0 ? (
          <ChallengeList challenges={open.data} label={T.publicChallenges} />
        ) : (
          <EmptyState icon={Trophy} title={T.noChallenges} description="Create one and invite your people." />
        )}
      </section>
    </div>
  );
}
