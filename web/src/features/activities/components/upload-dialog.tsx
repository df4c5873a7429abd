import { ACTIVITY_TEXTS } from '@common/activities-texts';
import { ACTIVITY_FILE_ACCEPT } from '@common/schemas/activities';
import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { activityKeys } from '../api/keys';
import { ActivityUploadError, uploadActivity } from '../api/upload-activity';
import { type QueuedUpload, UploadQueueItem } from './upload-queue-item';

let counter = 0;

/**
 * Upload activity files (issue 14): a button and a drop zone, several files at once, sent one
 * after another with each file's progress, then each file's result or its specific refusal. Rows
 * keep their place and identity (a new batch goes below, nothing re-sorts), so the sport asked of
 * one file is never set on another; the sport is asked only when the file did not state it. A
 * file dated wrong that names a plausible date offers "Use <date>", which sends it again.
 */
export function UploadActivityDialog() {
  const [open, setOpen] = useState(false);
  const [queue, setQueue] = useState<QueuedUpload[]>([]);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const client = useQueryClient();

  const patch = (key: string, change: Partial<QueuedUpload>) =>
    setQueue((q) => q.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function send(item: Pick<QueuedUpload, 'key' | 'file'>, startAt?: string) {
    patch(item.key, { state: 'sending', progress: 0, error: undefined, suggestedStartAt: null });
    try {
      const result = await uploadActivity(item.file, {
        startAt,
        onProgress: (progress) => patch(item.key, { progress }),
      });
      patch(item.key, { state: 'done', progress: 100, result });
    } catch (error) {
      const suggestedStartAt = error instanceof ActivityUploadError ? error.suggestedStartAt : null;
      patch(item.key, { state: 'failed', error: (error as Error).message, suggestedStartAt });
    }
  }

  async function add(files: FileList | File[]) {
    const items: QueuedUpload[] = [...files].map((file) => ({
      key: `${++counter}`,
      file,
      progress: 0,
      state: 'waiting',
      suggestedStartAt: null,
    }));
    setQueue((q) => [...q, ...items]);
    for (const item of items) await send(item);
    void client.invalidateQueries({ queryKey: activityKeys.all });
  }

  async function resendWithDate(item: QueuedUpload) {
    if (!item.suggestedStartAt) return;
    await send(item, item.suggestedStartAt);
    void client.invalidateQueries({ queryKey: activityKeys.all });
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length) void add(event.dataTransfer.files);
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Upload aria-hidden="true" />
        {ACTIVITY_TEXTS.upload}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-xl">
          <DialogHeader>
            <DialogTitle>{ACTIVITY_TEXTS.upload}</DialogTitle>
            <DialogDescription>{ACTIVITY_TEXTS.uploadHint}</DialogDescription>
          </DialogHeader>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop zone adds dragging to the labelled button inside it */}
          <div
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            data-testid="activity-drop-zone"
            className={cn(
              'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed border-border p-6 text-center',
              dragging && 'border-primary bg-primary-soft/40',
            )}
          >
            <p className="text-sm text-muted-foreground">Drop files here, or</p>
            <label htmlFor={inputId} className="sr-only">
              Activity files
            </label>
            <input
              ref={input}
              id={inputId}
              type="file"
              multiple
              accept={ACTIVITY_FILE_ACCEPT}
              className="sr-only"
              onChange={(e) => {
                if (e.target.files?.length) void add(e.target.files);
                e.target.value = '';
              }}
            />
            <Button variant="outline" onClick={() => input.current?.click()}>
              Choose files
            </Button>
          </div>
          {queue.length > 0 && (
            <ul aria-label="Uploads" className="flex flex-col gap-2">
              {queue.map((item) => (
                <UploadQueueItem key={item.key} item={item} onUseDate={() => void resendWithDate(item)} />
              ))}
            </ul>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
