import { IMPORT_STAGE_LABELS, type ImportStage } from '@common/schemas/history-import';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';

/** The server's stages while the import's transaction runs. */
export function ImportProgress({ stage, percent }: { stage: ImportStage; percent: number }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Importing…</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2" aria-live="polite">
        <p className="text-sm text-muted-foreground">{IMPORT_STAGE_LABELS[stage]}…</p>
        <Progress value={percent} label="Import progress" />
      </CardContent>
    </Card>
  );
}
