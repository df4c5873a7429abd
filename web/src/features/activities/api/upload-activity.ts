import { ACTIVITY_MESSAGES as M } from '@common/activities-texts';
import { ACTIVITY_LIMITS, type UploadedActivity } from '@common/schemas/activities';

export class ActivityUploadError extends Error {
  override readonly name = 'ActivityUploadError';
  constructor(
    message: string,
    /** For a file dated wrong: the plausible start the file itself names (ISO), which the member may use. */
    readonly suggestedStartAt: string | null = null,
  ) {
    super(message);
  }
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
  {
    onProgress,
    signal,
    startAt,
  }: {
    onProgress?: (percent: number) => void;
    signal?: AbortSignal;
    /** The start the member chose for a file dated wrong (the date the refusal offered). */
    startAt?: string;
  } = {},
): Promise<UploadedActivity> {
  if (file.size > ACTIVITY_LIMITS.uploadMaxBytes) return Promise.reject(new ActivityUploadError(M.tooLarge));
  return new Promise((resolve, reject) => {
    const form = new FormData();
    // Fields before the file: the server reads them with it.
    if (startAt) form.append('startAt', startAt);
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/activities/upload');
    xhr.withCredentials = true; // the session cookie; never an Authorization header (D1)
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: { message?: string; errors?: Record<string, string> } & Partial<UploadedActivity> = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: the generic message below
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.activity) {
        onProgress?.(100);
        resolve(body as UploadedActivity);
      } else reject(new ActivityUploadError(body.message || FAILED, body.errors?.suggestedStartAt ?? null));
    };
    xhr.onerror = () => reject(new ActivityUploadError(FAILED));
    xhr.onabort = () => reject(new ActivityUploadError('Upload cancelled'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
