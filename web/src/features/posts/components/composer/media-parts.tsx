import { POST_LABELS } from '@common/posts-texts';
import { ImagePlus, Video, X } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import type { Attachment } from './use-media-upload';

/** The Photo and Video buttons, each opening the file picker for its kind. */
export function MediaButtons({
  onPick,
  disabled,
}: {
  onPick: (file: File | undefined, kind: Attachment['kind']) => void;
  disabled: boolean;
}) {
  const imageInput = useRef<HTMLInputElement>(null);
  const videoInput = useRef<HTMLInputElement>(null);
  const input = (kind: Attachment['kind'], ref: typeof imageInput) => (
    <input
      ref={ref}
      type="file"
      accept={kind === 'image' ? 'image/*' : 'video/*'}
      hidden
      aria-label={kind === 'image' ? 'Choose a photo' : 'Choose a video'}
      data-testid={`composer-${kind}-input`}
      onChange={(event) => {
        onPick(event.target.files?.[0], kind);
        event.target.value = '';
      }}
    />
  );
  return (
    <>
      {input('image', imageInput)}
      {input('video', videoInput)}
      <Button variant="ghost" size="sm" disabled={disabled} onClick={() => imageInput.current?.click()}>
        <ImagePlus aria-hidden="true" className="text-primary" />
        {POST_LABELS.addPhoto}
      </Button>
      <Button variant="ghost" size="sm" disabled={disabled} onClick={() => videoInput.current?.click()}>
        <Video aria-hidden="true" className="text-accent-strong" />
        {POST_LABELS.addVideo}
      </Button>
    </>
  );
}

export function UploadProgress({ value, onCancel }: { value: number; onCancel: () => void }) {
  return (
    <div className="flex items-center gap-3">
      <span className="text-sm text-muted-foreground">{POST_LABELS.uploading}</span>
      <Progress value={value} label="Upload progress" className="flex-1" />
      <Button variant="ghost" size="sm" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}

export function AttachmentPreview({
  attachment,
  onRemove,
  disabled,
}: {
  attachment: Attachment;
  onRemove: () => void;
  disabled: boolean;
}) {
  return (
    <div className="relative w-fit max-w-full">
      {attachment.kind === 'image' ? (
        <img src={attachment.url} alt="Your upload, ready to post" className="max-h-64 rounded-lg object-contain" />
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: a preview of the member's own clip
        <video
          src={attachment.url}
          controls
          preload="metadata"
          aria-label="Video to post"
          className="max-h-64 rounded-lg bg-black"
        />
      )}
      <Button
        variant="secondary"
        size="icon"
        aria-label={POST_LABELS.removeMedia}
        onClick={onRemove}
        disabled={disabled}
        className="absolute top-2 right-2 size-8 rounded-full shadow"
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}
