import { pipeline, Readable } from 'node:stream';
import { ROW_PROBLEMS as P } from '@common/history-import-texts';
import { type CsvError, type InfoRecord, parse } from 'csv-parse';

// Streams a CSV file through csv-parse (never a hand-written parser). The delimiter is sniffed
// from the header line: Strong writes ';' in locales with decimal commas. Records come with the
// line they start on; rows csv-parse cannot read come as problems with their line, and reading
// goes on after them.

export type Delimiter = ',' | ';' | '\t';

export type CsvItem =
  | { kind: 'header'; fields: string[]; delimiter: Delimiter }
  | { kind: 'record'; fields: string[]; line: number }
  | { kind: 'problem'; line: number; message: string };

/** The header's most frequent separator among ',', ';' and tab, outside quotes. */
export function sniffDelimiter(headerLine: string): Delimiter {
  const unquoted = headerLine.replace(/"[^"]*"/g, '');
  const counts = ([',', ';', '\t'] as const).map((d) => [d, unquoted.split(d).length - 1] as const);
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best[1] > 0 ? best[0] : ',';
}

const CSV_DETAILS: Record<string, string> = {
  CSV_INVALID_CLOSING_QUOTE: 'a quoted field is not closed properly',
  CSV_QUOTE_NOT_CLOSED: 'a quote is opened and never closed',
  CSV_MAX_RECORD_SIZE: 'the row is too long',
};

async function* withHead(head: Buffer, rest: AsyncIterator<Buffer>): AsyncGenerator<Buffer> {
  yield head;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

/** The first bytes up to the end of the first line (or 64 KB), and the rest of the stream. */
async function splitHead(chunks: AsyncIterable<Buffer>) {
  const iterator = chunks[Symbol.asyncIterator]();
  const parts: Buffer[] = [];
  let size = 0;
  while (size < 64 * 1024) {
    const next = await iterator.next();
    if (next.done) break;
    parts.push(next.value);
    size += next.value.length;
    if (next.value.includes(10)) break;
  }
  return { head: Buffer.concat(parts), rest: iterator };
}

/**
 * The file's header, then its records. `onHead` sees the first bytes before parsing starts, so a
 * binary file is refused without reading it all.
 */
export async function* readCsv(chunks: AsyncIterable<Buffer>, onHead: (head: Buffer) => void): AsyncGenerator<CsvItem> {
  const { head, rest } = await splitHead(chunks);
  onHead(head);
  const firstLine = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/, 1)[0];
  const delimiter = sniffDelimiter(firstLine);
  const problems: CsvItem[] = [];
  // Each record carries the line it starts on, counted as csv-parse goes (from its live context,
  // without a snapshot per record): empty lines are kept as records (dropped below), so every line
  // belongs to a record, and a record starts on the line after the previous one (or a skipped one)
  // ended.
  let lastLine = 0;
  const parser = parse({
    bom: true,
    delimiter,
    relax_column_count: true,
    skip_records_with_error: true,
    max_record_size: 1024 * 1024,
    // csv-parse types on_record as returning a record of the same shape; it passes anything on.
    on_record: ((fields: string[], context: InfoRecord) => {
      const line = lastLine + 1;
      lastLine = context.lines;
      return { fields, line };
    }) as unknown as (record: string[]) => string[],
    on_skip: (err: CsvError | undefined) => {
      if (!err) return;
      problems.push({ kind: 'problem', line: lastLine + 1, message: P.csv(CSV_DETAILS[err.code] ?? err.message) });
      lastLine = Number(err.lines);
    },
  });
  // pipeline, not pipe: an error of the source (a file over the limit) ends the parser with it.
  pipeline(Readable.from(withHead(head, rest)), parser, () => {});
  let headerSeen = false;
  for await (const { fields, line } of parser as AsyncIterable<{ fields: string[]; line: number }>) {
    if (problems.length > 0) yield* problems.splice(0);
    if (fields.length === 1 && fields[0].trim() === '') continue;
    if (!headerSeen) {
      headerSeen = true;
      yield { kind: 'header', fields: fields.map((f) => f.trim()), delimiter };
      continue;
    }
    yield { kind: 'record', fields, line };
  }
  yield* problems.splice(0);
}
