import { DATA_EXPORT_TEXTS } from '@common/history-import-texts';
import { PEOPLE_TEXTS } from '@common/people-texts';
import { Download } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * Settings > Account > Your data (shown by the people feature). A plain download link: the zip
 * streams from the server as it is written, and the browser shows its own download progress.
 */
export function DownloadMyDataCard({ userId }: { userId: number }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>{DATA_EXPORT_TEXTS.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <a
          href={`/api/users/${userId}/export`}
          download
          className={buttonVariants({ variant: 'outline', className: 'min-h-11' })}
        >
          <Download aria-hidden="true" />
          {PEOPLE_TEXTS.downloadData}
        </a>
      </CardContent>
    </Card>
  );
}
