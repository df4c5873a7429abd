import { CLUB_TOASTS, CLUB_TEXTS as T } from '@common/clubs-texts';
import type { ClubMember } from '@common/schemas/clubs';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useAnswerRequest } from '../api/answer-request';
import { useClubMembers } from '../api/get-members';
import { useClubRequests } from '../api/get-requests';

function MemberRow({ member, children }: { member: ClubMember; children?: React.ReactNode }) {
  const name = member.name || member.username;
  return (
    <li className="flex items-center gap-3 px-4 py-2">
      <Avatar src={member.profileImageUrl} name={name} size="sm" decorative />
      <div className="flex min-w-0 flex-1 flex-col">
        <Link
          to={`/profile/${encodeURIComponent(member.username)}`}
          className="inline-flex min-h-11 items-center font-medium hover:underline"
        >
          {name}
        </Link>
        <span className="text-xs text-muted-foreground">
          {member.role}
          {member.online && ' · online'}
        </span>
      </div>
      {children}
    </li>
  );
}

/** The members (with their role and presence) and, for admins, the requests to approve or decline. */
export function MembersSection({ clubId, isAdmin }: { clubId: number; isAdmin: boolean }) {
  const members = useClubMembers(clubId, true);
  const requests = useClubRequests(clubId, isAdmin);
  const answer = useAnswerRequest(clubId);
  return (
    <div className="flex flex-col gap-4">
      {isAdmin && requests.data && requests.data.length > 0 && (
        <section aria-labelledby="club-requests" className="flex flex-col gap-2">
          <h3 id="club-requests" className="font-semibold">
            {T.requests}
          </h3>
          <ul className="flex flex-col divide-y divide-border rounded-xl border border-border bg-card">
            {requests.data.map((r) => (
              <MemberRow key={r.id} member={{ ...r, role: 'member' }}>
                <Button
                  size="sm"
                  disabled={answer.isPending}
                  aria-label={`${T.approve} ${r.name || r.username}`}
                  onClick={() =>
                    answer.mutate(
                      { userId: r.id, approve: true },
                      {
                        onSuccess: () => toast({ title: CLUB_TOASTS.approved, variant: 'success' }),
                        onError: (e) => toast({ title: errorMessage(e, 'That did not work'), variant: 'destructive' }),
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
                  aria-label={`${T.decline} ${r.name || r.username}`}
                  onClick={() => answer.mutate({ userId: r.id, approve: false })}
                >
                  {T.decline}
                </Button>
              </MemberRow>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="club-members" className="flex flex-col gap-2">
        <h3 id="club-members" className="font-semibold">
          {T.members}
        </h3>
        {members.isPending ? (
          <Spinner label="Loading the members" />
        ) : (
          <ul
            aria-label={T.members}
            className="flex flex-col divide-y divide-border rounded-xl border border-border bg-card"
          >
            {(members.data ?? []).map((m) => (
              <MemberRow key={m.id} member={m} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
