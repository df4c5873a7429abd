import type { AuditEntry } from '@common/schemas/admin';
import { describe, expect, it } from 'vitest';
import { auditNote, auditSentence } from './audit-sentence';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  actorId: 1,
  actorUsername: 'ada',
  action: 'user.suspend',
  targetType: 'user',
  targetId: 7,
  targetLabel: 'mia',
  detail: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('audit log sentences', () => {
  it('names members plainly and quotes the start of posts', () => {
    expect(auditSentence(entry({}))).toBe('suspended mia');
    expect(auditSentence(entry({ action: 'post.delete', targetType: 'post', targetLabel: 'Leg day' }))).toBe(
      'deleted the post “Leg day”',
    );
    expect(auditSentence(entry({ action: 'report.resolve', targetType: 'report', targetLabel: 'post #3' }))).toBe(
      'resolved a report on post #3',
    );
  });

  it("names the fields an admin changed on a member's profile, never their values", () => {
    const edited = entry({ action: 'user.update_profile', detail: { fields: ['firstName', 'bio', 'profileImage'] } });
    expect(auditSentence(edited)).toBe('edited the profile of mia (first name, bio, profile image)');
    expect(auditSentence(entry({ action: 'user.update_profile' }))).toBe('edited the profile of mia');
  });

  it('falls back to the kind and id when the target has no label', () => {
    expect(
      auditSentence(entry({ action: 'workout_plan.create_default', targetType: 'workout_plan', targetLabel: null })),
    ).toBe('created the default workout plan workout plan #7');
  });

  it('shows a suspension reason and what a resolution did', () => {
    expect(auditNote(entry({ detail: { reason: 'Spam posts' } }))).toBe('Spam posts');
    expect(auditNote(entry({ detail: { resolution: 'content_deleted', note: 'Pills' } }))).toBe(
      'Content deleted: Pills',
    );
    expect(auditNote(entry({ detail: { closedReports: 2 } }))).toBeNull();
  });

  it("names the badge an admin granted, refused or revoked, with a refusal's reason as the note", () => {
    const badge = (action: AuditEntry['action'], detail: Record<string, unknown>) => entry({ action, detail });
    expect(auditSentence(badge('badge.grant', { badge: 'certified_trainer', requestId: 4 }))).toBe(
      'granted Certified Trainer to mia',
    );
    const refused = badge('badge.refuse', { badge: 'certified_trainer', reason: 'Link your certificate' });
    expect(auditSentence(refused)).toBe('refused Certified Trainer to mia');
    expect(auditNote(refused)).toBe('Link your certificate');
    expect(auditSentence(badge('badge.revoke', { badge: 'certified_trainer' }))).toBe(
      'revoked Certified Trainer from mia',
    );
  });
});
