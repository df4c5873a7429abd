import type { ReportTargetType } from '@common/schemas/moderation';
import type { Queryable } from '../../db/pool';
import type { Viewer } from '../access';
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
