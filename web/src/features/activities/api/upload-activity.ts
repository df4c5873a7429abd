import { ACTIVITY_MESSAGES as M } from '@common/activities-texts';
import { ACTIVITY_LIMITS, type UploadedActivity } from '@common/schemas/activities';

export class ActivityUploadError extends Error {
  override readonly name = 'ActivityUploadError';
}

const FAILED = 'The upload failed. Check your connection and try again.';

/**
 * Uploads one activity file as multipart/form-data, reporting progress (0-100) while it is sent
 * (XMLHttpRequest: fetch cannot report upload progress). A file over the limit is refused before
 * anything is sent, with the server's own message; the server decides everything else from the
 * bytes and answers a message the dialog shows as it is.
 */
export function uploadActivity(
  file: File,
  { onProgress, signal }: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<UploadedActivity> {
  if (file.size > ACTIVITY_LIMITS.uploadMaxBytes) return Promise.reject(new ActivityUploadError(M.tooLarge));
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/activities/upload');
    xhr.withCredentials = true; // the session cookie; never an Authorization header (D1)
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: { message?: string } & Partial<UploadedActivity> = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: the generic message below
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.activity) {
        onProgress?.(100);
        resolve(body as UploadedActivity);
      } else reject(new ActivityUploadError(body.message || FAILED));
    };
    xhr.onerror = () => reject(new ActivityUploadError(FAILED));
    xhr.onabort = () => reject(new ActivityUploadError('Upload cancelled'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
