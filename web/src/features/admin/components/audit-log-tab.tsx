import { LoadMore } from '@/components/load-more';
import { timeLabel } from '@/lib/time-label';
import { useAuditLog } from '../api/get-audit-log';
import { auditNote, auditSentence } from '../lib/audit-sentence';
import { ListStatus } from './table-region';

/** The Audit log tab: who did what, when; newest first. */
export function AuditLogTab() {
  const log = useAuditLog();
  return (
    <div className="flex flex-col gap-3">
      <ListStatus pending={log.isPending} error={log.error} empty={log.items.length === 0} emptyText="Nothing yet." />
      {log.items.length > 0 && (
        <ol aria-label="Audit log" className="flex flex-col divide-y divide-border rounded-lg border border-border">
          {log.items.map((entry) => {
            const note = auditNote(entry);
            return (
              <li
                key={entry.id}
                className="flex flex-col gap-0.5 px-3 py-2 text-sm sm:flex-row sm:items-baseline sm:gap-3"
              >
                <p className="min-w-0 flex-1 [overflow-wrap:anywhere]">
                  <span className="font-semibold">{entry.actorUsername}</span> {auditSentence(entry)}
                  {note && <span className="text-muted-foreground"> ({note})</span>}
                </p>
                <time
                  dateTime={entry.createdAt}
                  title={new Date(entry.createdAt).toLocaleString()}
                  className="shrink-0 text-xs text-muted-foreground"
                >
                  {timeLabel(entry.createdAt)}
                </time>
              </li>
            );
          })}
        </ol>
      )}
      <LoadMore
        hasMore={Boolean(log.hasNextPage)}
        loading={log.isFetchingNextPage}
        onLoadMore={() => void log.fetchNextPage()}
      />
    </div>
  );
}
