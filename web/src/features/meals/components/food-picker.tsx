import { LIMITS } from '@common/limits';
import type { Food } from '@common/schemas/meal-foods';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useFoodSearch } from '../api/foods';
import { CustomFoodDialog } from './custom-food-dialog';

/** Search the foods (starter list and the member's own) and pick one; or add a new food. */
export function FoodPicker({ label, onPick }: { label: string; onPick: (food: Food) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), LIMITS.userSearchDebounceMs);
  const foods = useFoodSearch(q);
  const [creating, setCreating] = useState(false);
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-border bg-background p-3">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="search"
        value={text}
        autoFocus
        placeholder="Search foods, e.g. oats, chicken, banana"
        onChange={(event) => setText(event.target.value)}
      />
      {foods.isPending ? (
        <Spinner label="Searching foods" />
      ) : foods.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No food matches “{q}”.</p>
      ) : (
        <ul aria-label="Foods found" className="max-h-72 divide-y divide-border overflow-y-auto">
          {foods.items.map((food) => (
            <li key={food.id} className="flex items-center justify-between gap-2 py-1.5">
              <span className="min-w-0 text-sm [overflow-wrap:anywhere]">
                {food.name}
                {food.isCustom && <span className="text-muted-foreground"> (yours)</span>}
                <span className="block text-xs text-muted-foreground">
                  per 100 g: {food.calories} cal · {food.protein}g P · {food.carbs}g C · {food.fat}g F
                </span>
              </span>
              <Button size="sm" variant="outline" onClick={() => onPick(food)} aria-label={`Add ${food.name}`}>
                <Plus aria-hidden="true" /> Add
              </Button>
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={foods.hasNextPage}
        loading={foods.isFetchingNextPage}
        onLoadMore={() => void foods.fetchNextPage()}
      />
      <Button variant="link" size="sm" className="self-start px-0" onClick={() => setCreating(true)}>
        Can’t find it? Add your own food
      </Button>
      <CustomFoodDialog
        open={creating}
        initialName={text.trim()}
        onClose={() => setCreating(false)}
        onCreated={(food) => {
          setCreating(false);
          onPick(food);
        }}
      />
    </div>
  );
}
