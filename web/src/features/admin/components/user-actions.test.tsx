import { ADMIN_MESSAGES } from '@common/admin-texts';
import type { AdminUserListItem } from '@common/schemas/admin';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { UserActions } from './user-actions';

// Decision 0038: an admin removes the role only from admins made after them. The row of an admin
// senior to the viewer offers no "Revoke admin" the server would refuse, and says why instead.

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

describe("a Users row's actions", () => {
  it('offers to revoke the role of an admin made after the viewer', () => {
    const html = render(member({ isAdmin: true, canRemoveAdmin: true }));
    expect(html).toContain('aria-label="Revoke admin from ada"');
    expect(html).not.toContain(ADMIN_MESSAGES.seniorAdmin);
  });

  it('says why, instead of offering it, for an admin made before the viewer', () => {
    const html = render(member({ isAdmin: true, canRemoveAdmin: false }));
    expect(html).not.toContain('Revoke admin');
    expect(html).toContain(ADMIN_MESSAGES.seniorAdmin);
    // The other actions stay.
    expect(html).toContain('aria-label="Delete ada"');
  });

  it('offers to make a member an admin, with nothing to explain', () => {
    const html = render(member({}));
    expect(html).toContain('aria-label="Make ada an admin"');
    expect(html).not.toContain(ADMIN_MESSAGES.seniorAdmin);
  });
});
