import type { ReportTargetType } from '@common/schemas/moderation';
import type { Queryable } from '../../db/pool';
import { allowsSql, type Viewer } from '../access';
import type { ReportTarget } from './reports-repository';

// Targets owned by other domains (issue 34: clubs, challenges). Each domain tells moderation how
// to find one as the reporter may see it, with its own visibility rule, so moderation depends on
// none of them (they depend on it, to close reports when their content goes).

export type ReportTargetFinder = (db: Queryable, viewer: Viewer, id: number) => Promise<ReportTarget | undefined>;

const finders = new Map<ReportTargetType, ReportTargetFinder>();

/** `finder` answers the `type` target a reporter names, or undefined when unknown or hidden from them. */
export function onReportTarget(type: ReportTargetType, finder: ReportTargetFinder): void {
  finders.set(type, finder);
}

export function registeredFinder(type: ReportTargetType): ReportTargetFinder | undefined {
  return finders.get(type);
}

/**
 * The privacy part of the posts domain's rule for one post `p`, as an SQL condition on the viewer
 * `$1::int`: no admin shortcut and no blocks (a member may report what they saw before a block).
 */
export type PostPrivacySql = (p: string) => string;

// Until the posts domain says more, a post's own audience (D5) decides: that refuses a post only
// its rule lets in (a private club's members-only post), never the other way round.
let postPrivacy: PostPrivacySql = (p) => allowsSql(`${p}.audience`, `${p}.user_id`, '$1::int');

/**
 * The posts domain tells moderation who may see a post (its own audience, or a private club's
 * active members), so a post and its comments are reportable by whoever sees them; moderation
 * cannot import the posts module, which depends on it to close reports.
 */
export function onReportedPostPrivacy(rule: PostPrivacySql): void {
  postPrivacy = rule;
}

export function reportedPostPrivacySql(p: string): string {
  return postPrivacy(p);
}
