import { fitcircleFormat } from './fitcircle';
import { hevyFormat } from './hevy';
import { strongFormat } from './strong';
import type { FormatDefinition } from './types';

/** Every format the import reads, tried in this order against the file's header. */
const FORMATS: FormatDefinition[] = [hevyFormat, strongFormat, fitcircleFormat];

/** The format whose columns the header has, or null (the caller names the columns it found). */
export function detectFormat(header: Set<string>): FormatDefinition | null {
  return FORMATS.find((f) => f.matches(header)) ?? null;
}
