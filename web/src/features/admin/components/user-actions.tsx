import { ADMIN_MESSAGES } from '@common/admin-texts';
import type { AdminUserListItem } from '@common/schemas/admin';
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
 * The row's icon buttons, labelled for screen readers ('Suspend ada'); each asks for confirmation
 * through `onAsk` (the tab's one dialog, which outlives a row that a refetch re-renders).
 */
export function UserActions({ user, onAsk }: { user: AdminUserListItem; onAsk: (request: ConfirmRequest) => void }) {
  const setAdmin = useSetAdminRole();
  const suspend = useSuspendUser();
  const setTrainer = useSetTrainer();
  const remove = useDeleteUser();
  const name = displayName(user);
  const handle = user.username;
  // An admin made before the viewer keeps the role (decision 0038): the row says why, rather than
  // offer a button the server would refuse.
  const senior = user.isAdmin && !user.canRemoveAdmin;

  const actions: (Action | null)[] = [
    senior
      ? null
      : user.isAdmin
        ? {
            label: `Revoke admin from ${handle}`,
            icon: ShieldOff,
            request: {
              title: `Revoke admin rights from ${name}?`,
              description: `${name} will no longer reach the admin dashboard.`,
              confirmLabel: 'Revoke admin',
              destructive: true,
              onConfirm: () => setAdmin.mutateAsync({ user, admin: false }),
            },
          }
        : {
            label: `Make ${handle} an admin`,
            icon: Shield,
            request: {
              title: `Make ${name} an admin?`,
              description: `${name} will be able to manage members, posts, reports, plans and gyms.`,
              confirmLabel: 'Make admin',
              onConfirm: () => setAdmin.mutateAsync({ user, admin: true }),
            },
          },
    user.suspendedAt
      ? {
          label: `Unsuspend ${handle}`,
          icon: CircleCheck,
          request: {
            title: `Lift the suspension of ${name}?`,
            description: `${name} will be able to sign in again.`,
            confirmLabel: 'Unsuspend',
            onConfirm: () => suspend.mutateAsync({ user, suspend: false }),
          },
        }
      : {
          label: `Suspend ${handle}`,
          icon: Ban,
          danger: true,
          request: {
            title: `Suspend ${name}?`,
            description: `${name} is signed out everywhere and cannot sign in until the suspension is lifted.`,
            confirmLabel: 'Suspend',
            destructive: true,
            noteLabel: 'Reason (optional, shown in the audit log)',
            onConfirm: (reason) => suspend.mutateAsync({ user, suspend: true, reason }),
          },
        },
    user.isTrainer
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
        },
    {
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
    },
  ];

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
      {senior && (
        <p className="max-w-44 text-right text-xs text-muted-foreground max-sm:max-w-[5.75rem]">
          {ADMIN_MESSAGES.seniorAdmin}
        </p>
      )}
    </div>
  );
}
