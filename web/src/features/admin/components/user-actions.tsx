import { ADMIN_MESSAGES } from '@common/admin-texts';
import { type AdminUserListItem, SUSPEND_REASON_MAX } from '@common/schemas/admin';
import { BadgeCheck, BadgeX, Ban, CircleCheck, type LucideIcon, Shield, ShieldOff, Trash2 } from 'lucide-react';
import type { ConfirmRequest } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useDeleteUser } from '../api/delete-user';
import { displayName, useSetAdminRole } from '../api/set-admin-role';
import { useSetTrainer } from '../api/set-trainer';
import { useSuspendUser } from '../api/suspend-user';

interface Action {
  label: string;
  icon: LucideIcon;
  danger?: boolean;
  request: ConfirmRequest;
}

/**
 * Why the row lacks an action the server would refuse, in one short line (a phone's row is
 * narrow): an admin is neither suspended nor deleted until the role is revoked, and an admin made
 * before the viewer keeps it (decision 0038); a suspended member is not made an admin.
 */
function missingActionsNote(user: AdminUserListItem): string | null {
  if (user.isAdmin) return user.canRemoveAdmin ? ADMIN_MESSAGES.adminNotSuspendable : ADMIN_MESSAGES.seniorAdminKept;
  return user.suspendedAt ? ADMIN_MESSAGES.suspendedNotPromotable : null;
}

/**
 * The row's icon buttons, labelled for screen readers ('Suspend ada'); each asks for confirmation
 * through `onAsk` (the tab's one dialog, which outlives a row that a refetch re-renders). Only
 * what the server allows on the row is offered, and a note says why the rest is missing; the
 * server still checks every call.
 */
export function UserActions({ user, onAsk }: { user: AdminUserListItem; onAsk: (request: ConfirmRequest) => void }) {
  const setAdmin = useSetAdminRole();
  const suspend = useSuspendUser();
  const setTrainer = useSetTrainer();
  const remove = useDeleteUser();
  const name = displayName(user);
  const handle = user.username;
  const note = missingActionsNote(user);

  const revokeAdmin: Action = {
    label: `Revoke admin from ${handle}`,
    icon: ShieldOff,
    request: {
      title: `Revoke admin rights from ${name}?`,
      description: `${name} will no longer reach the admin dashboard.`,
      confirmLabel: 'Revoke admin',
      destructive: true,
      onConfirm: () => setAdmin.mutateAsync({ user, admin: false }),
    },
  };
  const makeAdmin: Action = {
    label: `Make ${handle} an admin`,
    icon: Shield,
    request: {
      title: `Make ${name} an admin?`,
      description: `${name} will be able to manage members, posts, reports, plans and gyms.`,
      confirmLabel: 'Make admin',
      onConfirm: () => setAdmin.mutateAsync({ user, admin: true }),
    },
  };
  const unsuspendMember: Action = {
    label: `Unsuspend ${handle}`,
    icon: CircleCheck,
    request: {
      title: `Lift the suspension of ${name}?`,
      description: `${name} will be able to sign in again.`,
      confirmLabel: 'Unsuspend',
      onConfirm: () => suspend.mutateAsync({ user, suspend: false }),
    },
  };
  const suspendMember: Action = {
    label: `Suspend ${handle}`,
    icon: Ban,
    danger: true,
    request: {
      title: `Suspend ${name}?`,
      description: `${name} is signed out everywhere and cannot sign in until the suspension is lifted.`,
      confirmLabel: 'Suspend',
      destructive: true,
      note: { label: 'Reason (optional, shown in the audit log)', max: SUSPEND_REASON_MAX },
      onConfirm: (reason) => suspend.mutateAsync({ user, suspend: true, reason }),
    },
  };
  // The trainer badge is the server's to give any other member, admins included.
  const trainer: Action = user.isTrainer
    ? {
        label: `Revoke trainer from ${handle}`,
        icon: BadgeX,
        request: {
          title: `Revoke the trainer certification of ${name}?`,
          description: `The Certified Trainer badge disappears from ${name}'s profile and posts, and ${name} is notified.`,
          confirmLabel: 'Revoke trainer',
          destructive: true,
          onConfirm: () => setTrainer.mutateAsync({ user, trainer: false }),
        },
      }
    : {
        label: `Grant trainer to ${handle}`,
        icon: BadgeCheck,
        request: {
          title: `Certify ${name} as a trainer?`,
          description: `${name}'s profile and posts will show the Certified Trainer badge, and ${name} is notified. A request of theirs waiting in Badge requests is granted with it.`,
          confirmLabel: 'Grant trainer',
          onConfirm: () => setTrainer.mutateAsync({ user, trainer: true }),
        },
      };
  const deleteMember: Action = {
    label: `Delete ${handle}`,
    icon: Trash2,
    danger: true,
    request: {
      title: `Delete ${name}'s account?`,
      description: `This removes ${name}'s profile, posts, photos, comments, follows and messages. This action cannot be undone.`,
      confirmLabel: 'Delete account',
      destructive: true,
      onConfirm: () => remove.mutateAsync(user),
    },
  };

  // The same checks as the server's (revokeAdmin, makeAdmin, assertActionableMember), from the
  // row's fields; unsuspending is never refused.
  const actions: (Action | null)[] = user.isAdmin
    ? [user.canRemoveAdmin ? revokeAdmin : null, user.suspendedAt ? unsuspendMember : null, trainer]
    : user.suspendedAt
      ? [unsuspendMember, trainer, deleteMember]
      : [makeAdmin, suspendMember, trainer, deleteMember];

  return (
    <div className="flex flex-col items-end gap-1">
      {/* Phones: two buttons a row, so the table keeps to the screen's width (issue 16). */}
      <div className="flex flex-wrap justify-end gap-0.5 max-sm:w-[5.75rem]">
        {actions
          .filter((action) => action !== null)
          .map(({ label, icon: Icon, danger, request: next }) => (
            <Button
              key={label}
              variant="ghost"
              size="icon"
              aria-label={label}
              title={label}
              onClick={() => onAsk(next)}
            >
              <Icon className={danger ? 'text-destructive' : undefined} aria-hidden="true" />
            </Button>
          ))}
      </div>
      {note && <p className="max-w-44 text-right text-xs text-muted-foreground max-sm:max-w-[5.75rem]">{note}</p>}
    </div>
  );
}
