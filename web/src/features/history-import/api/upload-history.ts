import { IMPORT_MESSAGES } from '@common/history-import-texts';
import { IMPORT_LIMITS, type ImportPreview } from '@common/schemas/history-import';

/** A refused upload; `message` is what the page shows. */
export class ImportUploadError extends Error {
  override readonly name = 'ImportUploadError';
}

const FAILED = 'The upload failed. Check your connection and try again.';

/** The message for a file refused before it is sent (empty, or over the limit), else null. */
export function fileProblem(file: { size: number }): string | null {
  if (file.size === 0) return IMPORT_MESSAGES.emptyFile;
  if (file.size > IMPORT_LIMITS.maxBytes) return IMPORT_MESSAGES.tooLarge;
  return null;
}

/**
 * Sends the file as the request body and answers the preview. XMLHttpRequest, because fetch
 * cannot report upload progress; `onProgress` gets 0-100 while the bytes go out.
 */
export function uploadHistory(
  file: File,
  { onProgress, signal }: { onProgress: (percent: number) => void; signal?: AbortSignal },
): Promise<ImportPreview> {
  const problem = fileProblem(file);
  if (problem) return Promise.reject(new ImportUploadError(problem));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/history-import');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', 'text/csv');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let data: { message?: string } | null = null;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = null;
      }
      if (xhr.status === 201 && data) resolve(data as ImportPreview);
      else reject(new ImportUploadError(data?.message || FAILED));
    };
    xhr.onerror = () => reject(new ImportUploadError(FAILED));
    xhr.onabort = () => reject(new DOMException('Cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
