import { BADGES, type BadgeId } from '@common/badges/catalog';
import {
  type AuditAction,
  type AuditEntry,
  REPORT_RESOLUTION_LABELS,
  type ReportResolution,
} from '@common/schemas/admin';

const quoted = (text: string) => `“${text}”`;

/** The badge a badge.* entry is about, by its label. */
function badgeOf(entry: AuditEntry): string {
  const badge = entry.detail?.badge as BadgeId | undefined;
  return badge && BADGES[badge] ? BADGES[badge].label : 'a badge';
}

/** A profile edit's changed fields ('firstName', 'bio'), readable: ' (first name, bio)'. */
function changedFields(entry: AuditEntry): string {
  const fields = Array.isArray(entry.detail?.fields) ? (entry.detail.fields as unknown[]) : [];
  const names = fields
    .filter((f): f is string => typeof f === 'string')
    .map((f) => f.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`));
  return names.length ? ` (${names.join(', ')})` : '';
}

/** What the admin did, as the end of a sentence that starts with their username. */
const SENTENCES: Record<AuditAction, (target: string, entry: AuditEntry) => string> = {
  'user.make_admin': (t) => `made ${t} an admin`,
  'user.revoke_admin': (t) => `revoked admin rights from ${t}`,
  'user.suspend': (t) => `suspended ${t}`,
  'user.unsuspend': (t) => `lifted the suspension of ${t}`,
  'user.delete': (t) => `deleted the account of ${t}`,
  'user.update_profile': (t, e) => `edited the profile of ${t}${changedFields(e)}`,
  'user.grant_trainer': (t) => `made ${t} a certified trainer`,
  'user.revoke_trainer': (t) => `revoked the trainer certification of ${t}`,
  'badge.grant': (t, e) => `granted ${badgeOf(e)} to ${t}`,
  'badge.refuse': (t, e) => `refused ${badgeOf(e)} to ${t}`,
  'badge.revoke': (t, e) => `revoked ${badgeOf(e)} from ${t}`,
  'post.delete': (t) => `deleted the post ${t}`,
  'comment.delete': (t) => `deleted the comment ${t}`,
  'club.delete': (t) => `removed the club ${t}`,
  'challenge.delete': (t) => `removed the challenge ${t}`,
  'report.resolve': (t) => `resolved a report on ${t}`,
  'report.dismiss': (t) => `dismissed a report on ${t}`,
  'gym.create': (t) => `added the gym ${t}`,
  'gym.update': (t) => `updated the gym ${t}`,
  'gym.delete': (t) => `deleted the gym ${t}`,
  'workout_plan.create_default': (t) => `created the default workout plan ${t}`,
  'meal_plan.create_default': (t) => `created the default meal plan ${t}`,
};

/** Text targets (the start of a post or comment) are quoted; names are not. */
const QUOTED_TARGETS = new Set<AuditEntry['targetType']>(['post', 'comment']);

function targetText(entry: AuditEntry): string {
  if (entry.targetLabel) return QUOTED_TARGETS.has(entry.targetType) ? quoted(entry.targetLabel) : entry.targetLabel;
  const kind = entry.targetType.replace('_', ' ');
  return entry.targetId !== null ? `${kind} #${entry.targetId}` : `a ${kind}`;
}

/** A readable line of the audit log: 'ada suspended mia', 'ada deleted the post “Leg day…”'. */
export function auditSentence(entry: AuditEntry): string {
  const sentence = SENTENCES[entry.action] ?? ((t: string) => `${entry.action} ${t}`);
  return sentence(targetText(entry), entry);
}

/** What the report's resolution did, readable ('Content deleted'), or null. */
export function resolutionLabel(resolution: string | null | undefined): string | null {
  if (!resolution) return null;
  return REPORT_RESOLUTION_LABELS[resolution as ReportResolution] ?? resolution.replace(/_/g, ' ');
}

/** The reason or note an admin gave, and what a resolution did, when the entry carries them. */
export function auditNote(entry: AuditEntry): string | null {
  const detail = entry.detail ?? {};
  const text = (key: string) => (typeof detail[key] === 'string' && detail[key].trim() ? detail[key] : null);
  const parts = [resolutionLabel(text('resolution')), text('reason') ?? text('note')].filter(Boolean);
  return parts.length ? parts.join(': ') : null;
}
