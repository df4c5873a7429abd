import { ADMIN_MESSAGES } from '@common/admin-texts';
import type { AdminUserListItem } from '@common/schemas/admin';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { UserActions } from './user-actions';

// A row offers only what the server allows, and says why the rest is missing: an admin removes the
// role only from admins made after them (decision 0038); an admin is neither suspended nor deleted
// (assertActionableMember); a suspended member is not made an admin.

const member = (over: Partial<AdminUserListItem>): AdminUserListItem => ({
  id: 7,
  username: 'ada',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  profileImageUrl: null,
  isAdmin: false,
  isTrainer: false,
  suspendedAt: null,
  suspendedReason: null,
  height: null,
  weight: null,
  createdAt: '2026-01-02T03:04:05.000Z',
  canRemoveAdmin: false,
  ...over,
});

const render = (user: AdminUserListItem) =>
  renderToStaticMarkup(
    <QueryClientProvider client={createQueryClient()}>
      <UserActions user={user} onAsk={() => {}} />
    </QueryClientProvider>,
  );

const NOTES = [
  ADMIN_MESSAGES.seniorAdmin,
  ADMIN_MESSAGES.adminNotSuspendable,
  ADMIN_MESSAGES.seniorAdminKept,
  ADMIN_MESSAGES.suspendedNotPromotable,
];
const notesIn = (html: string) => NOTES.filter((note) => html.includes(note));

describe("a Users row's actions", () => {
  it('offers to revoke the role of an admin made after the viewer, not to suspend or delete them', () => {
    const html = render(member({ isAdmin: true, canRemoveAdmin: true }));
    expect(html).toContain('aria-label="Revoke admin from ada"');
    expect(html).not.toContain('aria-label="Suspend ada"');
    expect(html).not.toContain('aria-label="Delete ada"');
    expect(html).toContain('aria-label="Grant trainer to ada"');
    expect(notesIn(html)).toEqual([ADMIN_MESSAGES.adminNotSuspendable]);
  });

  it('says in one line why an admin made before the viewer has only the trainer action', () => {
    const html = render(member({ isAdmin: true, canRemoveAdmin: false }));
    expect(html).not.toContain('Revoke admin');
    expect(html).not.toContain('aria-label="Suspend ada"');
    expect(html).not.toContain('aria-label="Delete ada"');
    expect(html).toContain('aria-label="Grant trainer to ada"');
    expect(notesIn(html)).toEqual([ADMIN_MESSAGES.seniorAdminKept]);
  });

  it('keeps the trainer badge revocable on an admin', () => {
    const html = render(member({ isAdmin: true, canRemoveAdmin: false, isTrainer: true }));
    expect(html).toContain('aria-label="Revoke trainer from ada"');
  });

  it('offers every action on a member, with nothing to explain', () => {
    const html = render(member({}));
    for (const label of ['Make ada an admin', 'Suspend ada', 'Grant trainer to ada', 'Delete ada']) {
      expect(html).toContain(`aria-label="${label}"`);
    }
    expect(notesIn(html)).toEqual([]);
  });

  it('offers to unsuspend a suspended member, not to make them an admin', () => {
    const html = render(member({ suspendedAt: '2026-02-03T04:05:06.000Z' }));
    expect(html).toContain('aria-label="Unsuspend ada"');
    expect(html).toContain('aria-label="Delete ada"');
    expect(html).not.toContain('aria-label="Make ada an admin"');
    expect(notesIn(html)).toEqual([ADMIN_MESSAGES.suspendedNotPromotable]);
  });
});
