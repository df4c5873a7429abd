import { EQUIPMENT, EQUIPMENT_LABELS, MUSCLE_LABELS, MUSCLES } from '@common/exercises/vocab';
import { Search } from 'lucide-react';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import type { CatalogueFilter } from '../lib/catalogue-filter';

const EQUIPMENT_OPTIONS = EQUIPMENT.map((value) => ({ value, label: EQUIPMENT_LABELS[value] }));
const MUSCLE_OPTIONS = MUSCLES.map((value) => ({ value, label: MUSCLE_LABELS[value] })).sort((a, b) =>
  a.label.localeCompare(b.label),
);

export interface CatalogueFiltersProps {
  /** What the search box shows (the filter's `q` follows it after a short pause). */
  text: string;
  onText: (text: string) => void;
  filter: CatalogueFilter;
  onFilter: (change: Partial<CatalogueFilter>) => void;
}

/** The catalogue's search box, equipment and muscle filters, and the "Mine only" toggle. */
export function CatalogueFilters({ text, onText, filter, onFilter }: CatalogueFiltersProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark around the box and its filters
    <div role="search" aria-label="Exercises" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="exercise-search">Search exercises</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="exercise-search"
            type="search"
            autoComplete="off"
            spellCheck={false}
            placeholder="Name, muscle or equipment"
            value={text}
            onChange={(e) => onText(e.target.value)}
            className="pl-9"
          />
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="exercise-equipment">Equipment</Label>
          <Select
            id="exercise-equipment"
            placeholder="Any equipment"
            options={EQUIPMENT_OPTIONS}
            value={filter.equipment}
            onChange={(e) => onFilter({ equipment: e.target.value as CatalogueFilter['equipment'] })}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="exercise-muscle">Muscle</Label>
          <Select
            id="exercise-muscle"
            placeholder="Any muscle"
            options={MUSCLE_OPTIONS}
            value={filter.muscle}
            onChange={(e) => onFilter({ muscle: e.target.value as CatalogueFilter['muscle'] })}
          />
        </div>
        <div className="flex min-h-11 items-center gap-2 sm:h-10 sm:min-h-0">
          <Checkbox id="exercise-mine" checked={filter.mine} onChange={(e) => onFilter({ mine: e.target.checked })} />
          <Label htmlFor="exercise-mine" className="max-sm:flex max-sm:min-h-11 max-sm:items-center">
            Mine only
          </Label>
        </div>
      </div>
    </div>
  );
}
