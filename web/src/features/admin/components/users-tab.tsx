import type { AdminUser } from '@common/schemas/admin';
import { formatWeight, type WeightUnit } from '@common/units';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog, type ConfirmRequest } from '@/components/confirm-dialog';
import { LoadMore } from '@/components/load-more';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { useSession, useUnits } from '@/features/auth';
import { withBreakPoints } from '@/lib/break-points';
import { useAdminUsers } from '../api/get-admin-users';
import { displayName } from '../api/set-admin-role';
import { HeaderCell, ListStatus, TableRegion } from './table-region';
import { UserActions } from './user-actions';

/** Height in cm, weight in the admin's own unit (stored in kg). */
function bodyLabel(user: AdminUser, weightUnit: WeightUnit): string {
  if (user.height === null && user.weight === null) return 'Not provided';
  return [
    user.height !== null ? `${user.height} cm` : null,
    user.weight !== null ? formatWeight(user.weight, weightUnit) : null,
  ]
    .filter(Boolean)
    .join(' / ');
}

function RoleBadges({ user }: { user: AdminUser }) {
  return (
    <div className="flex flex-wrap gap-1">
      {user.isAdmin ? <Badge>Admin</Badge> : <Badge variant="secondary">User</Badge>}
      {user.isTrainer && <Badge variant="accent">Trainer</Badge>}
      {user.suspendedAt && (
        <Badge variant="destructive" title={user.suspendedReason ?? undefined}>
          Suspended
        </Badge>
      )}
    </div>
  );
}

/** The Users tab: every member with role badges and the admin's actions, each behind a confirmation. */
export function UsersTab({ q }: { q: string }) {
  const { user: me } = useSession();
  const { weight: weightUnit } = useUnits();
  const users = useAdminUsers(q);
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <ListStatus
        pending={users.isPending}
        error={users.error}
        empty={users.items.length === 0}
        emptyText={q ? `No members match "${q}".` : 'No members yet.'}
      />
      {users.items.length > 0 && (
        <TableRegion label="Users">
          <thead className="bg-muted">
            <tr>
              <HeaderCell>User</HeaderCell>
              <HeaderCell className="hidden md:table-cell">Email</HeaderCell>
              <HeaderCell className="hidden sm:table-cell">Role</HeaderCell>
              <HeaderCell className="hidden sm:table-cell">Height / weight</HeaderCell>
              <HeaderCell className="text-right">Actions</HeaderCell>
            </tr>
          </thead>
          <tbody>
            {users.items.map((user) => (
              <tr key={user.id} className="border-t border-border align-middle">
                <th scope="row" className="px-3 py-2 font-normal">
                  <div className="flex items-center gap-2">
                    <Avatar src={user.profileImageUrl} name={displayName(user)} size="sm" decorative />
                    <div className="min-w-0">
                      <Link
                        to={`/profile/${encodeURIComponent(user.username)}`}
                        className="tap-target font-semibold [overflow-wrap:anywhere] hover:underline"
                      >
                        {withBreakPoints(displayName(user))}
                      </Link>
                      {/* A 30-character username wraps between its parts rather than widen the table. */}
                      <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
                        @{withBreakPoints(user.username)}
                      </p>
                      {/* Phones show the e-mail (and the role) here instead of in columns of their own. */}
                      <p className="text-xs break-all text-muted-foreground md:hidden">{user.email}</p>
                      <div className="mt-1 sm:hidden">
                        <RoleBadges user={user} />
                      </div>
                    </div>
                  </div>
                </th>
                <td className="hidden px-3 py-2 break-all md:table-cell">{user.email}</td>
                <td className="hidden px-3 py-2 sm:table-cell">
                  <RoleBadges user={user} />
                </td>
                <td className="hidden px-3 py-2 whitespace-nowrap sm:table-cell">{bodyLabel(user, weightUnit)}</td>
                <td className="px-3 py-2">
                  {me?.id === user.id ? (
                    <p className="text-right text-xs text-muted-foreground">Your account</p>
                  ) : (
                    <UserActions user={user} onAsk={setRequest} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      )}
      <LoadMore
        hasMore={Boolean(users.hasNextPage)}
        loading={users.isFetchingNextPage}
        onLoadMore={() => void users.fetchNextPage()}
      />
      <ConfirmDialog request={request} onClose={() => setRequest(null)} />
    </div>
  );
}
