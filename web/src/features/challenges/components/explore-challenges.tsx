import { CHALLENGE_TEXTS as T } from '@common/challenges-texts';
import { usePublicChallenges } from '../api/list-challenges';
import { ChallengeList } from './challenge-list';

/** Explore's Clubs tab also lists the public challenges running now (the first ten). */
export function ExploreChallenges() {
  const open = usePublicChallenges('');
  if (!open.data || open.data.length === 0) return null;
  return (
    <section aria-labelledby="explore-challenges" className="mt-4 flex flex-col gap-2">
      <h2 id="explore-challenges" className="text-lg font-semibold">
        {T.publicChallenges}
      </h2>
      <ChallengeList challenges={open.data.slice(0, 10)} label={T.publicChallenges} />
    </section>
  );
}
