import { CLUB_TOASTS, CLUB_TEXTS as T } from '@common/clubs-texts';
import type { ClubDetail } from '@common/schemas/clubs';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useJoinClub } from '../api/join-club';
import { useLeaveClub } from '../api/leave-club';

/** Join, request to join, accept or decline an invitation, withdraw a request or leave: whichever applies. */
export function MembershipButton({ club }: { club: ClubDetail }) {
  const join = useJoinClub(club.id);
  const leave = useLeaveClub(club.id);
  const navigate = useNavigate();
  const busy = join.isPending || leave.isPending;
  const failed = (error: unknown) => toast({ title: errorMessage(error, 'That did not work'), variant: 'destructive' });
  const m = club.membership;
  if (m?.role === 'owner') return null;
  if (m?.status === 'active' || m?.status === 'requested') {
    return (
      <Button
        variant="outline"
        disabled={busy}
        onClick={() =>
          leave.mutate(undefined, {
            onSuccess: () => toast({ title: m.status === 'active' ? CLUB_TOASTS.left : 'Request withdrawn' }),
            onError: failed,
          })
        }
      >
        {m.status === 'active' ? T.leave : 'Withdraw request'}
      </Button>
    );
  }
  const label = m?.status === 'invited' ? T.acceptInvite : club.joinPolicy === 'request' ? T.requestToJoin : T.join;
  const accept = (
    <Button
      disabled={busy}
      onClick={() =>
        join.mutate(undefined, {
          onSuccess: (after) =>
            toast({
              title: after.membership?.status === 'requested' ? CLUB_TOASTS.requested : CLUB_TOASTS.joined,
              variant: 'success',
            }),
          onError: failed,
        })
      }
    >
      {label}
    </Button>
  );
  if (m?.status !== 'invited') return accept;
  // An invitation can be turned down too (DELETE /api/clubs/{id}/membership).
  return (
    <>
      {accept}
      <Button
        variant="outline"
        disabled={busy}
        onClick={() =>
          leave.mutate(undefined, {
            onSuccess: () => {
              toast({ title: CLUB_TOASTS.inviteDeclined });
              void navigate('/clubs');
            },
            onError: failed,
          })
        }
      >
        {T.declineInvite}
      </Button>
    </>
  );
}
