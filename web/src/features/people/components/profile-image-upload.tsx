import { LIMITS, MB } from '@common/limits';
import { PEOPLE_TEXTS, PEOPLE_TOASTS } from '@common/people-texts';
import { MEDIA_MESSAGES, UPLOAD_ENDPOINTS } from '@common/schemas/media';
import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/components/ui/toast';
import { UploadError, uploadFile } from '@/lib/upload-file';

export interface PictureValue {
  url: string | null;
  key: string | null;
}

type UploadState =
  | { status: 'idle' | 'done' }
  | { status: 'uploading'; percent: number }
  | { status: 'failed'; message: string };

/**
 * The profile image upload control (spec sections 4 and 5): idle, uploading ('Uploading...' with
 * progress), done or failed (the message under the control). Images only, 5MB at most; checked
 * before sending and again by the server. Remove clears it and reports an empty url and key.
 */
export function ProfileImageUpload({
  value,
  onChange,
  name,
  onUploadingChange,
}: {
  value: PictureValue;
  onChange: (value: PictureValue) => void;
  name: string;
  /** The form holds its Save while a picture is on its way: saved without it, it would be lost. */
  onUploadingChange?: (uploading: boolean) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const messageId = useId();
  const uploading = state.status === 'uploading';
  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);

  const upload = async (file: File) => {
    setState({ status: 'uploading', percent: 0 });
    try {
      const result = await uploadFile(file, {
        endpoint: UPLOAD_ENDPOINTS.profileImage,
        onProgress: (percent) => setState({ status: 'uploading', percent }),
      });
      onChange({ url: result.url, key: result.key });
      setState({ status: 'done' });
      toast({ title: PEOPLE_TOASTS.fileUploaded, variant: 'success' });
    } catch (error) {
      const message = error instanceof UploadError ? error.message : MEDIA_MESSAGES.uploadFailed;
      setState({ status: 'failed', message });
      toast({ title: PEOPLE_TOASTS.uploadFailed, description: message, variant: 'destructive' });
    } finally {
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-4">
        <Avatar src={value.url} name={name || 'You'} size="xl" />
        <div className="flex flex-col gap-2">
          <input
            ref={inputRef}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-label="Profile picture file"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
            }}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              disabled={uploading}
              aria-describedby={state.status === 'failed' ? messageId : undefined}
              onClick={() => inputRef.current?.click()}
            >
              <ImageUp aria-hidden="true" />
              {uploading ? PEOPLE_TEXTS.uploading : value.url ? 'Change picture' : 'Upload picture'}
            </Button>
            {value.url && (
              <Button
                variant="ghost"
                disabled={uploading}
                onClick={() => {
                  onChange({ url: null, key: null });
                  setState({ status: 'idle' });
                }}
              >
                <Trash2 aria-hidden="true" />
                Remove picture
              </Button>
            )}
          </div>
          <p className="text-xs text-muted-foreground">Any image up to {LIMITS.imageMaxBytes / MB}MB.</p>
        </div>
      </div>
      {state.status === 'uploading' && (
        <Progress value={state.percent} label="Uploading profile picture" className="max-w-xs" />
      )}
      {state.status === 'failed' && (
        <p id={messageId} role="alert" className="text-sm font-medium text-destructive">
          {state.message}
        </p>
      )}
    </div>
  );
}
