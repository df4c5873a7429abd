import { DATA_EXPORT_TEXTS } from '@common/history-import-texts';
import { PEOPLE_TEXTS } from '@common/people-texts';
import { DATA_EXPORT_MESSAGES } from '@common/schemas/data-export';
import { Download, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useCreateExportLink } from '../api/create-export-link';
import { startDownload } from '../lib/start-download';

/**
 * Settings > Account > Your data (shown by the people feature). The card asks the server first
 * for a one-time link (which is what the hourly limit counts): a refusal shows here, under the
 * button, instead of as a failed download or a zip holding an error. The download itself is the
 * browser's, so a large export streams to disk as it is written.
 */
export function DownloadMyDataCard({ userId }: { userId: number }) {
  const link = useCreateExportLink(userId);
  const [started, setStarted] = useState(false);
  const messageId = useId();
  const download = () => {
    setStarted(false);
    link.mutate(undefined, {
      onSuccess: ({ url }) => {
        startDownload(url);
        setStarted(true);
      },
    });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>{DATA_EXPORT_TEXTS.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-2">
        {/* Still a link to the zip (what it is, and it works before the script has loaded); a
            click asks for the one-time link first. */}
        <a
          href={`/api/users/${userId}/export`}
          download
          aria-disabled={link.isPending || undefined}
          aria-describedby={link.isError ? messageId : undefined}
          className={buttonVariants({ variant: 'outline', className: 'min-h-11' })}
          onClick={(event) => {
            event.preventDefault();
            if (!link.isPending) download();
          }}
        >
          {link.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Download aria-hidden="true" />
          )}
          {PEOPLE_TEXTS.downloadData}
        </a>
        {link.isError && (
          <p id={messageId} role="alert" className="text-sm font-medium text-destructive">
            {errorMessage(link.error, DATA_EXPORT_MESSAGES.failed)}
          </p>
        )}
        <p role="status" className="text-sm text-muted-foreground">
          {started ? DATA_EXPORT_MESSAGES.downloadStarted : ''}
        </p>
      </CardContent>
    </Card>
  );
}
