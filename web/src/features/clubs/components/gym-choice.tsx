import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useGymChoices } from '../api/search-gyms';

export interface ChosenGym {
  id: number;
  name: string;
}

/** An optional gym: type part of its name, pick it from the matches (or clear the choice). */
export function GymChoice({
  label,
  value,
  onChange,
}: {
  label: string;
  value: ChosenGym | null;
  onChange: (gym: ChosenGym | null) => void;
}) {
  const id = useId();
  const [q, setQ] = useState('');
  const debounced = useDebouncedValue(q.trim(), 250);
  const matches = useGymChoices(debounced);
  if (value) {
    return (
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium">{label}</span>
        <p className="flex items-center gap-2 text-sm">
          <span className="font-semibold">{value.name}</span>
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            Change gym
          </Button>
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder="Search gyms by name or city"
      />
      {matches.data && matches.data.length > 0 && (
        <ul aria-label="Matching gyms" className="flex flex-col gap-1">
          {matches.data.map((gym) => (
            <li key={gym.id}>
              <Button variant="outline" size="sm" onClick={() => onChange({ id: gym.id, name: gym.name })}>
                {gym.name}
                {gym.city && <span className="text-muted-foreground"> · {gym.city}</span>}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {matches.data && matches.data.length === 0 && <p className="text-xs text-muted-foreground">No gym matches.</p>}
    </div>
  );
}
