import { type ReactNode, useId, useState } from 'react';
import { ConfirmDialog, type ConfirmRequest } from '@/components/confirm-dialog';
import { LoadMore } from '@/components/load-more';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import type { useKeysetList } from '@/lib/use-keyset-list';
import { ListStatus } from './table-region';

type KeysetList<T extends { id: number | string }> = ReturnType<typeof useKeysetList<T>>;

/**
 * A queue an admin works through by status (reports, badge requests): the status select, the list
 * of cards, Load More, and one confirmation dialog the cards ask through.
 */
export function StatusQueue<S extends string, T extends { id: number | string }>({
  statuses,
  labels,
  initial,
  useList,
  emptyText,
  listLabel,
  renderItem,
}: {
  statuses: readonly S[];
  labels: Record<S, string>;
  initial: S;
  useList: (status: S) => KeysetList<T>;
  emptyText: (status: S) => string;
  listLabel: (status: S) => string;
  renderItem: (item: T, ask: (request: ConfirmRequest) => void) => ReactNode;
}) {
  const selectId = useId();
  const [status, setStatus] = useState<S>(initial);
  const list = useList(status);
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <Label htmlFor={selectId}>Status</Label>
        <Select
          id={selectId}
          className="w-40"
          options={statuses.map((value) => ({ value, label: labels[value] }))}
          value={status}
          onChange={(event) => setStatus(event.target.value as S)}
        />
      </div>
      <ListStatus
        pending={list.isPending}
        error={list.error}
        empty={list.items.length === 0}
        emptyText={emptyText(status)}
      />
      {list.items.length > 0 && (
        <ul aria-label={listLabel(status)} className="flex flex-col gap-3">
          {list.items.map((item) => (
            <li key={item.id}>{renderItem(item, setRequest)}</li>
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={Boolean(list.hasNextPage)}
        loading={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
      />
      <ConfirmDialog request={request} onClose={() => setRequest(null)} />
    </div>
  );
}
