import { PEOPLE_TEXTS } from '@common/people-texts';
import { SearchX, UserCheck, Users } from 'lucide-react';
import { useId } from 'react';
import { LoadMore } from '@/components/load-more';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { type PeopleSource, type PersonResult, usePeopleResults } from '../api/get-people-results';
import { matchesPerson } from '../lib/match-person';
import { FollowButton, type FollowButtonProps } from './follow-button';
import { LoadingLine } from './loading-line';
import { PersonRow } from './person-card';

export interface PeopleTexts {
  heading: string;
  loading: string;
  empty: string;
  emptyHint?: string;
  /** The list's accessible name. */
  label: string;
}

/** Each source's words (spec section 2: Find People, Find People to Follow). */
function defaultTexts(source: PeopleSource): PeopleTexts {
  switch (source.kind) {
    case 'search':
      return {
        heading: PEOPLE_TEXTS.searchResults,
        loading: 'Searching people...',
        empty: `${PEOPLE_TEXTS.noUsersFound} "${source.query.trim()}"`,
        label: `People matching ${source.query.trim()}`,
      };
    case 'suggestions':
      return {
        heading: PEOPLE_TEXTS.suggestedPeople,
        loading: PEOPLE_TEXTS.suggestionsLoading,
        empty: PEOPLE_TEXTS.noSuggestions,
        label: PEOPLE_TEXTS.suggestedPeople,
      };
    case 'following':
      return {
        heading: PEOPLE_TEXTS.followingHeading,
        loading: PEOPLE_TEXTS.followingLoading,
        empty: PEOPLE_TEXTS.followingEmpty,
        emptyHint: PEOPLE_TEXTS.followingEmptyHint,
        label: PEOPLE_TEXTS.followingHeading,
      };
    case 'followers':
      return {
        heading: PEOPLE_TEXTS.followersHeading,
        loading: PEOPLE_TEXTS.followersLoading,
        empty: PEOPLE_TEXTS.followersEmpty,
        label: PEOPLE_TEXTS.followersHeading,
      };
  }
}

export interface PeopleResultsProps {
  /** A search with a blank query lists suggestions instead. */
  source: PeopleSource;
  /** Narrows the loaded rows on the client (Find People to Follow's box, spec section 2). */
  filter?: string;
  /** The section's heading level; null when the surrounding card already has a title. */
  headingLevel?: 2 | 3 | null;
  texts?: Partial<PeopleTexts>;
  buttonProps?: Pick<FollowButtonProps, 'lockWhenFollowing' | 'failureMessages'>;
}

/**
 * The one people list of the app (issue 16): Search, Find People, Explore → People, Find People
 * to Follow's tabs and the dashboard's suggestions all show members with this component: the
 * same row, the same follow button, the same loading, empty and no-match states.
 */
export function PeopleResults({ filter = '', headingLevel = 2, texts, buttonProps, ...props }: PeopleResultsProps) {
  // An empty search shows suggestions (spec section 2, Find People).
  const source: PeopleSource =
    props.source.kind === 'search' && !props.source.query.trim() ? { kind: 'suggestions' } : props.source;
  const results = usePeopleResults(source);
  const t = { ...defaultTexts(source), ...texts };
  const headingId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const shown = results.rows.filter((row) => matchesPerson(row.person, filter));
  const icon = source.kind === 'search' ? SearchX : Users;

  return (
    <section aria-labelledby={headingLevel ? headingId : undefined} aria-label={headingLevel ? undefined : t.label}>
      {headingLevel && (
        <Heading id={headingId} className="mb-2 text-lg font-semibold">
          {t.heading}
        </Heading>
      )}
      {results.isPending ? (
        <LoadingLine text={t.loading} />
      ) : results.isError ? (
        <p role="alert" className="py-4 text-sm text-destructive">
          Failed to load this list. Please try again.
        </p>
      ) : results.rows.length === 0 ? (
        <EmptyState icon={icon} title={t.empty} description={t.emptyHint} className="py-6 [overflow-wrap:anywhere]" />
      ) : shown.length === 0 ? (
        <p className="py-6 text-center text-muted-foreground">{PEOPLE_TEXTS.noFilterMatches}</p>
      ) : (
        <ul aria-label={t.label} className="divide-y divide-border">
          {shown.map((row) => (
            <PersonRow
              key={row.key}
              person={row.person}
              note={row.note}
              action={<RowAction row={row} followBack={source.kind === 'followers'} buttonProps={buttonProps} />}
            />
          ))}
        </ul>
      )}
      <LoadMore hasMore={results.hasMore} loading={results.loadingMore} onLoadMore={results.loadMore} />
    </section>
  );
}

/** Follow / Following everywhere; on the Followers list, Follow Back or a 'Following' badge. */
function RowAction({
  row,
  followBack,
  buttonProps,
}: {
  row: PersonResult;
  followBack: boolean;
  buttonProps?: PeopleResultsProps['buttonProps'];
}) {
  if (followBack && row.isFollowing) {
    return (
      <Badge variant="secondary">
        <UserCheck className="size-3.5" aria-hidden="true" />
        Following
      </Badge>
    );
  }
  return (
    <FollowButton
      target={{ id: row.person.id, name: row.person.name || row.person.username }}
      isFollowing={row.isFollowing}
      followLabel={followBack ? PEOPLE_TEXTS.followBack : 'Follow'}
      {...buttonProps}
    />
  );
}
