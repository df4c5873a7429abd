import { CLUB_TOASTS, CLUB_TEXTS as T } from '@common/clubs-texts';
import type { ClubMember } from '@common/schemas/clubs';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { type ToastInput, toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useAnswerRequest } from '../api/answer-request';
import { useClubInvitations } from '../api/get-invitations';
import { useClubMembers } from '../api/get-members';
import { useClubRequests } from '../api/get-requests';
import { useRemoveMember } from '../api/remove-member';
import { useSetMemberRole } from '../api/set-member-role';
import { InviteMember, type InviteState } from './invite-member';
import { MemberRow, memberName } from './member-row';

const failed = (error: unknown) => toast({ title: errorMessage(error, 'That did not work'), variant: 'destructive' });

/**
 * Shows `done` once the row's change is saved. The toast hangs on the promise, not on `mutate`'s
 * per-call callbacks: those are skipped once their button unmounts, and the lists read again after
 * a change take the button away (a removed member's row; "Make owner" once the viewer is no longer
 * the owner), sometimes before the callback would run.
 */
const toastOnceSaved = (saved: Promise<unknown>, done: ToastInput) => void saved.then(() => toast(done), failed);

/** The owner's control on a member's row: make them an admin, or a member again. */
function RoleButton({ clubId, member }: { clubId: number; member: ClubMember }) {
  const setRole = useSetMemberRole(clubId);
  if (member.role === 'owner') return null;
  const next = member.role === 'admin' ? 'member' : 'admin';
  const label = next === 'admin' ? T.makeAdmin : T.removeAdmin;
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={setRole.isPending}
      aria-label={`${label} ${memberName(member)}`}
      onClick={() =>
        toastOnceSaved(setRole.mutateAsync({ userId: member.id, role: next }), {
          title: CLUB_TOASTS.roleChanged,
          variant: 'success',
        })
      }
    >
      {label}
    </Button>
  );
}

/**
 * The owner's control on a member's row: hand the club over to them, once they confirm (the owner
 * becomes one of its admins, and may then leave it).
 */
function MakeOwnerButton({ clubId, member }: { clubId: number; member: ClubMember }) {
  const setRole = useSetMemberRole(clubId);
  if (member.role === 'owner') return null;
  const name = memberName(member);
  return (
    <Button
      size="sm"
      variant="ghost"
      disabled={setRole.isPending}
      aria-label={`${T.makeOwner}: ${name}`}
      onClick={() => {
        if (!window.confirm(T.makeOwnerConfirm(name))) return;
        toastOnceSaved(setRole.mutateAsync({ userId: member.id, role: 'owner' }), {
          title: CLUB_TOASTS.handedOver(name),
          variant: 'success',
        });
      }}
    >
      {T.makeOwner}
    </Button>
  );
}

/**
 * An admin's control on a member's row: remove them from the club (DELETE
 * /api/clubs/{id}/members/{userId}). As the server allows: never the owner, an admin only by the
 * owner (or a site admin, `isOwner` too).
 */
function RemoveButton({ clubId, member, isOwner }: { clubId: number; member: ClubMember; isOwner: boolean }) {
  const remove = useRemoveMember(clubId);
  if (member.role === 'owner' || (member.role === 'admin' && !isOwner)) return null;
  return (
    <Button
      size="sm"
      variant="ghost"
      disabled={remove.isPending}
      aria-label={`Remove ${memberName(member)} from the club`}
      onClick={() =>
        toastOnceSaved(remove.mutateAsync(member.id), { title: `${memberName(member)} was removed from the club` })
      }
    >
      Remove
    </Button>
  );
}

/**
 * The members (with their role and presence); for admins the requests to approve or decline, the
 * invitations not yet answered, the search to invite someone and removing a member; for the owner
 * each member's role.
 */
export function MembersSection({ clubId, isAdmin, isOwner }: { clubId: number; isAdmin: boolean; isOwner: boolean }) {
  const members = useClubMembers(clubId, true);
  const requests = useClubRequests(clubId, isAdmin);
  const invitations = useClubInvitations(clubId, isAdmin);
  const answer = useAnswerRequest(clubId);
  const withdraw = useRemoveMember(clubId);
  const stateOf = (userId: number): InviteState | null => {
    // Only the pages of each list loaded so far: the server answers an invitation to a member on
    // a later page with its message, lets in at once someone whose request is on one (as an
    // approval would), and takes a second invitation as the first.
    if (members.items.some((m) => m.id === userId)) return 'member';
    if (invitations.items.some((m) => m.id === userId)) return 'invited';
    if (requests.items.some((m) => m.id === userId)) return 'requested';
    return null;
  };
  return (
    <div className="flex flex-col gap-4">
      {isAdmin && <InviteMember clubId={clubId} stateOf={stateOf} />}
      {/* Failed lists would otherwise just not show: an admin would think nobody is waiting. */}
      {isAdmin && (requests.isError || invitations.isError) && (
        <p className="text-sm text-destructive">The requests to join and invitations could not be loaded.</p>
      )}
      {isAdmin && requests.items.length > 0 && (
        <section aria-labelledby="club-requests" className="flex flex-col gap-2">
          <h2 id="club-requests" className="font-semibold">
            {T.requests}
          </h2>
          <ul className="flex flex-col divide-y divide-border rounded-xl border border-border bg-card">
            {requests.items.map((r) => (
              <MemberRow key={r.id} member={r} detail="asked to join">
                <Button
                  size="sm"
                  disabled={answer.isPending}
                  aria-label={`${T.approve} ${memberName(r)}`}
                  onClick={() =>
                    answer.mutate(
                      { userId: r.id, approve: true },
                      {
                        onSuccess: () => toast({ title: CLUB_TOASTS.approved, variant: 'success' }),
                        onError: failed,
                      },
                    )
                  }
                >
                  {T.approve}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={answer.isPending}
                  aria-label={`${T.decline} ${memberName(r)}`}
                  onClick={() => answer.mutate({ userId: r.id, approve: false }, { onError: failed })}
                >
                  {T.decline}
                </Button>
              </MemberRow>
            ))}
          </ul>
          <LoadMore
            hasMore={Boolean(requests.hasNextPage)}
            loading={requests.isFetchingNextPage}
            onLoadMore={() => void requests.fetchNextPage()}
            label={T.moreRequests}
          />
        </section>
      )}
      {isAdmin && invitations.items.length > 0 && (
        <section aria-labelledby="club-invitations" className="flex flex-col gap-2">
          <h2 id="club-invitations" className="font-semibold">
            {T.invitations}
          </h2>
          <ul
            aria-label={T.invitations}
            className="flex flex-col divide-y divide-border rounded-xl border border-border bg-card"
          >
            {invitations.items.map((i) => (
              <MemberRow key={i.id} member={i} detail="invited, not answered yet">
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={withdraw.isPending}
                  aria-label={`Withdraw the invitation to ${memberName(i)}`}
                  onClick={() =>
                    withdraw.mutate(i.id, {
                      onSuccess: () => toast({ title: CLUB_TOASTS.inviteWithdrawn }),
                      onError: failed,
                    })
                  }
                >
                  {T.withdrawInvite}
                </Button>
              </MemberRow>
            ))}
          </ul>
          <LoadMore
            hasMore={Boolean(invitations.hasNextPage)}
            loading={invitations.isFetchingNextPage}
            onLoadMore={() => void invitations.fetchNextPage()}
            label={T.moreInvitations}
          />
        </section>
      )}
      <section aria-labelledby="club-members" className="flex flex-col gap-2">
        <h2 id="club-members" className="font-semibold">
          {T.members}
        </h2>
        {members.isPending ? (
          <Spinner label="Loading the members" />
        ) : members.isError && members.items.length === 0 ? (
          <p className="text-sm text-destructive">The members could not be loaded.</p>
        ) : (
          <>
            <ul
              aria-label={T.members}
              className="flex flex-col divide-y divide-border rounded-xl border border-border bg-card"
            >
              {members.items.map((m) => (
                <MemberRow key={m.id} member={m} detail={`${m.role}${m.online ? ' · online' : ''}`}>
                  {isAdmin && (
                    <>
                      {isOwner && <RoleButton clubId={clubId} member={m} />}
                      {isOwner && <MakeOwnerButton clubId={clubId} member={m} />}
                      <RemoveButton clubId={clubId} member={m} isOwner={isOwner} />
                    </>
                  )}
                </MemberRow>
              ))}
            </ul>
            <LoadMore
              hasMore={Boolean(members.hasNextPage)}
              loading={members.isFetchingNextPage}
              onLoadMore={() => void members.fetchNextPage()}
              label="More members"
            />
          </>
        )}
      </section>
    </div>
  );
}
