import type { SetKind } from '@common/schemas/workout-logs';
import { SET_KIND_LABELS, SET_KIND_MARKS } from '@/features/workouts';

// (Type imports only from the schemas: their values would bring zod into the page's bundle.)
const isSetKind = (kind: string): kind is SetKind => Object.hasOwn(SET_KIND_LABELS, kind);

/** A set's kind as a word when it is not a normal set ('Warm-up', 'Drop set'); null for a normal one. */
export function setKindLabel(kind: string): string | null {
  if (kind === 'normal') return null;
  return isSetKind(kind) ? SET_KIND_LABELS[kind] : kind;
}

/** The letter a set shows instead of its number ('W' for a warm-up); null for a normal set. */
export function setKindMark(kind: string): string | null {
  if (kind === 'normal') return null;
  return isSetKind(kind) ? SET_KIND_MARKS[kind] : kind.charAt(0).toUpperCase();
}
