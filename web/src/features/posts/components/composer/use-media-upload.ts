import { POST_TOASTS } from '@common/posts-texts';
import { UPLOAD_ENDPOINTS } from '@common/schemas/media';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { UploadError, uploadFile } from '@/lib/upload-file';
import { uploadErrorTitle } from '../../lib/upload-toast';

export interface Attachment {
  kind: 'image' | 'video';
  url: string;
  key: string;
}

/**
 * One photo or one video for the composer (spec section 4, Composer): uploaded as soon as it is
 * picked, with its progress; size, type and a video's length are checked before sending and
 * again by the server. The toasts are the spec's ('File uploaded', 'File too large', ...).
 */
export function useMediaUpload() {
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const upload = async (file: File | undefined, kind: Attachment['kind']) => {
    if (!file || abort.current) return;
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    try {
      const { url, key } = await uploadFile(file, {
        endpoint: UPLOAD_ENDPOINTS.media,
        onProgress: setProgress,
        signal: controller.signal,
      });
      setAttachment({ kind, url, key });
      toast({ title: POST_TOASTS.fileUploaded, variant: 'success' });
    } catch (error) {
      if (controller.signal.aborted) return;
      const message = error instanceof UploadError ? error.message : POST_TOASTS.uploadFallback;
      toast({ title: uploadErrorTitle(message), description: message, variant: 'destructive' });
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };

  return {
    attachment,
    /** 0-100 while a file is being sent, null otherwise. */
    progress,
    uploading: progress !== null,
    upload,
    cancel: () => abort.current?.abort(),
    remove: () => setAttachment(null),
  };
}
