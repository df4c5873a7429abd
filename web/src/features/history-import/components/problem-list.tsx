import type { ImportPreview } from '@common/schemas/history-import';
import { AlertTriangle } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { plural } from '../lib/format';

/** Rows the import leaves out, by line: the member imports the rest, or cancels and fixes the file. */
export function ProblemList({ preview }: { preview: ImportPreview }) {
  if (preview.problemCount === 0) return null;
  const hidden = preview.problemCount - preview.problems.length;
  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <AlertTriangle className="size-5 text-destructive" aria-hidden="true" />
          {plural(preview.problemCount, 'row', 'rows')} cannot be imported
        </CardTitle>
        <CardDescription>
          Import leaves {preview.problemCount === 1 ? 'it' : 'them'} out and brings in the rest. Or cancel, fix the file
          and choose it again.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex max-h-72 flex-col gap-1 overflow-y-auto text-sm" aria-label="Rows that cannot be imported">
          {preview.problems.map((problem) => (
            <li key={`${problem.line}-${problem.message}`} className="[overflow-wrap:anywhere]">
              <span className="font-semibold">Line {problem.line.toLocaleString('en-US')}:</span> {problem.message}
            </li>
          ))}
        </ul>
        {hidden > 0 && <p className="mt-2 text-sm text-muted-foreground">…and {plural(hidden, 'more row')}.</p>}
      </CardContent>
    </Card>
  );
}
