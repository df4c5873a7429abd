import { IMPORT_TEXTS, IMPORT_MESSAGES as M, ROW_PROBLEMS as P } from '@common/history-import-texts';
import type { ImportProblem, ImportUnits } from '@common/schemas/history-import';
import { badRequest } from '../../lib/http-errors';
import { dateTimeReader } from './date-times';
import type { ParsedHistory } from './draft-types';
import { detectFormat } from './formats';
import { type FormatDefinition, type RawSet, type Row, RowProblem } from './formats/types';
import { groupWorkouts } from './group-workouts';
import { type CsvItem, readCsv } from './read-csv';

// A whole file, from bytes to draft workouts: header detection, one reader per format and era,
// then grouping with the units applied. Nothing here touches the database.

/** Refuses what is not text before parsing it: NUL bytes, or UTF-16 (every export is UTF-8). */
function assertText(head: Buffer): void {
  if (
    head.length === 0 ||
    head
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim() === ''
  )
    throw badRequest(M.emptyFile);
  if (head.includes(0)) throw badRequest(M.notText);
}

/** One view over every record of a file (no object per row): column positions and dates are cached. */
class RowView implements Row {
  fields: string[] = [];
  private readonly positions = new Map<string, number>();
  private readonly dates = dateTimeReader();

  constructor(private readonly index: Map<string, number>) {}

  private position(column: string): number {
    let at = this.positions.get(column);
    if (at === undefined) {
      at = this.index.get(column.toLowerCase()) ?? -1;
      this.positions.set(column, at);
    }
    return at;
  }

  get(column: string): string {
    return this.fields[this.position(column)] ?? '';
  }

  has(column: string): boolean {
    return this.position(column) >= 0;
  }

  dateTime(column: string) {
    return this.dates(this.get(column).trim());
  }
}

interface Reading {
  format: FormatDefinition;
  header: Set<string>;
  width: number;
  row: RowView;
  delimiter: Extract<CsvItem, { kind: 'header' }>['delimiter'];
}

function startReading(item: Extract<CsvItem, { kind: 'header' }>): Reading {
  const names = item.fields.map((f) => f.replace(/^\uFEFF/, '').trim());
  const header = new Set(names.map((n) => n.toLowerCase()));
  const format = detectFormat(header);
  if (!format) throw badRequest(M.unknownHeader(names.filter(Boolean)));
  const index = new Map(names.map((n, i) => [n.toLowerCase(), i] as const));
  return { format, header, width: names.length, row: new RowView(index), delimiter: item.delimiter };
}

/** Reads the file and builds its workouts in the given units (or the units its header states). */
export async function parseHistory(chunks: AsyncIterable<Buffer>, chosen: ImportUnits): Promise<ParsedHistory> {
  let reading: Reading | null = null;
  const sets: RawSet[] = [];
  const problems: ImportProblem[] = [];
  const skipped = { notDone: 0, restTimers: 0 };
  let rpeLeftOut = 0;
  let rirLeftOut = 0;
  for await (const item of readCsv(chunks, assertText)) {
    if (item.kind === 'header') {
      reading = startReading(item);
    } else if (item.kind === 'problem') {
      problems.push({ line: item.line, message: item.message });
    } else if (reading) {
      if (item.fields.length !== reading.width) {
        problems.push({ line: item.line, message: P.fieldCount(item.fields.length, reading.width) });
        continue;
      }
      try {
        reading.row.fields = item.fields;
        const outcome = reading.format.read(reading.row, item.line, reading.header);
        if ('set' in outcome) {
          sets.push(outcome.set);
          if (outcome.set.rpeLeftOut) rpeLeftOut += 1;
          if (outcome.set.rirLeftOut) rirLeftOut += 1;
        } else if ('skip' in outcome) {
          skipped[outcome.skip === 'restTimer' ? 'restTimers' : 'notDone'] += 1;
        } else problems.push({ line: item.line, message: outcome.problem });
      } catch (err) {
        if (!(err instanceof RowProblem)) throw err;
        problems.push({ line: item.line, message: err.message });
      }
    }
  }
  if (!reading) throw badRequest(M.emptyFile);
  if (sets.length === 0 && problems.length === 0) throw badRequest(M.noWorkouts);
  const stated = reading.format.units(reading.header);
  const units = {
    weight: stated.weight ?? chosen.weightUnit ?? null,
    distance: stated.distance ?? chosen.distanceUnit ?? null,
  };
  const grouped = groupWorkouts(sets, units);
  return {
    source: reading.format.source,
    format: reading.format.label(reading.header),
    delimiter: reading.delimiter,
    stated,
    units,
    effortColumns: reading.format.effortColumns(reading.header),
    hasWeights: sets.some((s) => (s.weight ?? 0) > 0),
    hasDistances: sets.some((s) => (s.distance ?? 0) > 0),
    workouts: grouped.workouts,
    problems: [...problems, ...grouped.problems].sort((a, b) => a.line - b.line),
    skipped,
    notes: [
      ...(rpeLeftOut ? [IMPORT_TEXTS.rpeLeftOut(rpeLeftOut)] : []),
      ...(rirLeftOut ? [IMPORT_TEXTS.rirLeftOut(rirLeftOut)] : []),
      ...grouped.notes,
    ],
  };
}
