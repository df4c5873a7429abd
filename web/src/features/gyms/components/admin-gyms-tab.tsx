import { GYM_TEXTS, GYM_TOASTS } from '@common/gyms-texts';
import { LIMITS } from '@common/limits';
import type { Gym } from '@common/schemas/gyms';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadMore } from '@/components/load-more';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useKeysetList } from '@/lib/use-keyset-list';
import { gymKeys } from '../api/query-keys';
import { useErrorToast } from '../lib/use-error-toast';
import { DeleteGymDialog } from './delete-gym-dialog';
import { GymFormDialog } from './gym-form-dialog';
import { GymRating } from './gym-rating';

type Editing = { gym?: Gym } | null;

/**
 * Admin dashboard Gyms tab: every gym (newest first, searchable), Add New Gym, edit and delete.
 * The dashboard passes its own search box's text as `q`; without it the tab shows its own filter.
 */
export function AdminGymsTab({ q: outerQ }: { q?: string } = {}) {
  const [text, setText] = useState('');
  const ownQ = useDebouncedValue(text.trim(), LIMITS.userSearchDebounceMs);
  const q = outerQ ?? ownQ;
  // While a filter's first page loads, the list on screen stays (no skeleton flash per keystroke).
  const gyms = useKeysetList<Gym>(gymKeys.admin(q), '/api/gyms', { params: { q }, keepPrevious: true });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Gym | null>(null);
  useErrorToast(gyms.error, GYM_TOASTS.loadGyms);

  return (
    <section aria-labelledby="admin-gyms-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="admin-gyms-heading" className="text-lg font-semibold">
          Gyms
        </h2>
        <Button onClick={() => setEditing({})}>
          <Plus aria-hidden="true" />
          {GYM_TEXTS.addGym}
        </Button>
      </div>
      {outerQ === undefined && (
        <>
          <label htmlFor="admin-gym-filter" className="sr-only">
            Filter gyms
          </label>
          <Input
            id="admin-gym-filter"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Filter by name, city or zip code"
          />
        </>
      )}
      {gyms.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-left text-sm">
            <thead className="bg-muted text-xs text-muted-foreground uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Name
                </th>
                <th scope="col" className="hidden px-3 py-2 sm:table-cell">
                  City
                </th>
                <th scope="col" className="hidden px-3 py-2 sm:table-cell">
                  Rating
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {gyms.items.map((gym) => (
                <tr key={gym.id} className="border-t border-border">
                  <th scope="row" className="px-3 py-2 font-medium">
                    <Link to={`/gyms/${gym.id}`} className="tap-target [overflow-wrap:anywhere] hover:underline">
                      {gym.name}
                    </Link>{' '}
                    {gym.isSample && <Badge variant="secondary">{GYM_TEXTS.sampleBadge}</Badge>}
                  </th>
                  <td className="hidden px-3 py-2 sm:table-cell">{gym.city}</td>
                  <td className="hidden px-3 py-2 sm:table-cell">
                    <GymRating rating={gym.rating} />
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex justify-end gap-1">
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Edit ${gym.name}`}
                        onClick={() => setEditing({ gym })}
                      >
                        <Pencil aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Delete ${gym.name}`}
                        onClick={() => setDeleting(gym)}
                      >
                        <Trash2 className="text-destructive" aria-hidden="true" />
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
              {gyms.items.length === 0 && (
                <tr>
                  <td colSpan={4} className="px-3 py-6 text-center text-muted-foreground">
                    {q ? GYM_TEXTS.noResults(q) : 'No gyms yet.'}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
      <LoadMore
        hasMore={Boolean(gyms.hasNextPage)}
        loading={gyms.isFetchingNextPage}
        onLoadMore={() => void gyms.fetchNextPage()}
      />
      <GymFormDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} gym={editing?.gym} />
      <DeleteGymDialog gym={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
