import type { PersonCard, SuggestedPerson } from '@common/schemas/people';
import { labelOf } from '@common/vocab';
import { FollowButton, type FollowButtonProps } from './follow-button';
import { PersonRow } from './person-card';

/** Why a suggestion is there, in a few words. */
export function suggestionNote(person: PersonCard | SuggestedPerson): string | undefined {
  if (!('mutualCount' in person)) return undefined;
  if (person.mutualCount > 0) {
    return `${person.mutualCount} mutual connection${person.mutualCount === 1 ? '' : 's'}`;
  }
  if (person.sharedGoal) return `Also working on ${labelOf(person.sharedGoal)}`;
  return undefined;
}

/** A list of member cards with a follow button each (search results, suggestions). */
export function PeopleList({
  people,
  label,
  buttonProps,
}: {
  people: (PersonCard | SuggestedPerson)[];
  label: string;
  buttonProps?: Pick<FollowButtonProps, 'lockWhenFollowing' | 'failureMessages'>;
}) {
  return (
    <ul aria-label={label} className="divide-y divide-border">
      {people.map((person) => (
        <PersonRow
          key={person.id}
          person={person}
          note={suggestionNote(person)}
          action={
            <FollowButton
              target={{ id: person.id, name: person.name || person.username }}
              isFollowing={person.isFollowing}
              {...buttonProps}
            />
          }
        />
      ))}
    </ul>
  );
}
