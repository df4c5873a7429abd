import { IMPORT_TEXTS } from '@common/history-import-texts';
import { IMPORT_LIMITS } from '@common/schemas/history-import';
import { FileUp } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';

const MB = IMPORT_LIMITS.maxBytes / 1024 / 1024;

/** Step 1: pick the export file; while it uploads, its progress. */
export function ChooseFile({
  onFile,
  uploading,
  error,
}: {
  onFile: (file: File) => void;
  uploading: { percent: number; reading: boolean } | null;
  error: string | null;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Choose your export</CardTitle>
        <CardDescription>
          In Strong: Settings, Export Strong Data. In Hevy: Profile, Settings, Export &amp; Import Data, Export
          Workouts. A CSV file of up to {MB} MB.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          aria-label={IMPORT_TEXTS.chooseFile}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
        <div>
          <Button onClick={() => input.current?.click()} disabled={uploading !== null} className="min-h-11">
            <FileUp aria-hidden="true" />
            {IMPORT_TEXTS.chooseFile}
          </Button>
        </div>
        {uploading && (
          <div className="flex flex-col gap-1" aria-live="polite">
            <p className="text-sm text-muted-foreground">
              {uploading.reading ? 'Reading your file…' : `Uploading… ${uploading.percent}%`}
            </p>
            <Progress value={uploading.reading ? 100 : uploading.percent} label="Upload progress" />
          </div>
        )}
        {error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
