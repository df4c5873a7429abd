import { TRAINING_LIMITS } from '@common/schemas/training';
import { EFFORT_LABELS, TRAINING_TEXTS } from '@common/training-texts';
import type { SelectHTMLAttributes } from 'react';
import { Select } from '@/components/ui/select';

const OPTIONS = Array.from({ length: TRAINING_LIMITS.effortMax - TRAINING_LIMITS.effortMin + 1 }, (_, i) => {
  const n = TRAINING_LIMITS.effortMin + i;
  return { value: String(n), label: `${n} · ${EFFORT_LABELS[n]}` };
});

/** The 1-10 rating of effort as a native select; the empty choice is "Not rated" (never a default number). */
export function EffortSelect(
  props: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
    value: number | null;
    onChange: (effort: number | null) => void;
  },
) {
  const { value, onChange, ...rest } = props;
  return (
    <Select
      {...rest}
      options={OPTIONS}
      placeholder={TRAINING_TEXTS.notRated}
      value={value === null ? '' : String(value)}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
    />
  );
}
