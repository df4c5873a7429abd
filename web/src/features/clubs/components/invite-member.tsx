import { CLUB_LIMITS, CLUB_TOASTS, CLUB_TEXTS as T } from '@common/clubs-texts';
import type { PersonCard } from '@common/schemas/people';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useInviteMember } from '../api/invite-member';
import { useInviteCandidates } from '../api/search-people';
import { MemberRow, memberName } from './member-row';

/** Where a person found by the search already stands with the club (from the lists on the page). */
export type InviteState = 'member' | 'invited' | 'requested';

const STATE_TEXT: Record<InviteState, string> = {
  member: T.alreadyInClub,
  invited: T.invited,
  requested: 'Asked to join: approve them above',
};

/**
 * An admin finds a member by name or username and invites them (POST /api/clubs/{id}/invitations).
 * People already in the club or already invited say so instead of offering the button; what the
 * server refuses (blocked, already a member since the lists were read) is shown under the search.
 */
export function InviteMember({ clubId, stateOf }: { clubId: number; stateOf: (userId: number) => InviteState | null }) {
  const [q, setQ] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const query = useDebouncedValue(q.trim(), 250);
  const found = useInviteCandidates(query);
  const invite = useInviteMember(clubId);

  const send = (person: PersonCard) => {
    setFailure(null);
    invite.mutate(person.id, {
      onSuccess: () => toast({ title: `${CLUB_TOASTS.invited} to ${memberName(person)}`, variant: 'success' }),
      onError: (error) => {
        const message = errorMessage(error, 'The invitation could not be sent');
        setFailure(`${memberName(person)}: ${message}`);
        toast({ title: message, variant: 'destructive' });
      },
    });
  };

  return (
    <section aria-labelledby="club-invite" className="flex flex-col gap-2">
      <h2 id="club-invite" className="font-semibold">
        {T.inviteMember}
      </h2>
      <div className="flex max-w-md flex-col gap-1.5">
        <Label htmlFor="club-invite-search">{T.inviteSearch}</Label>
        <Input
          id="club-invite-search"
          type="search"
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setFailure(null);
          }}
          maxLength={CLUB_LIMITS.queryMax}
          autoComplete="off"
        />
      </div>
      {failure && <p className="text-sm font-medium text-destructive">{failure}</p>}
      {query.length > 0 &&
        (found.isPending ? (
          <Spinner label="Searching members" />
        ) : found.isError ? (
          <p className="text-sm text-destructive">{errorMessage(found.error, 'The search did not work')}</p>
        ) : found.data && found.data.length > 0 ? (
          <ul
            aria-label={T.inviteMatches}
            className="flex flex-col divide-y divide-border rounded-xl border border-border bg-card"
          >
            {found.data.map((person) => {
              const state = stateOf(person.id);
              return (
                <MemberRow key={person.id} member={person} detail={state ? STATE_TEXT[state] : `@${person.username}`}>
                  {state === null && (
                    <Button
                      size="sm"
                      disabled={invite.isPending}
                      aria-label={`${T.invite} ${memberName(person)}`}
                      onClick={() => send(person)}
                    >
                      {T.invite}
                    </Button>
                  )}
                </MemberRow>
              );
            })}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{T.noInviteMatches}</p>
        ))}
    </section>
  );
}
