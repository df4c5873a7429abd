import {
  isVideoTooLong,
  MEDIA_MESSAGES,
  mediaKindOfMime,
  UPLOAD_ENDPOINTS,
  type UploadEndpoint,
  uploadProblem,
} from '@common/schemas/media';
import type { UploadResponse } from '@common/schemas/media-upload';
import { MESSAGES } from '@common/texts';

export interface UploadFileOptions {
  endpoint: UploadEndpoint;
  /** Called with 0-100 while the file is sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** A refused or failed upload; `message` is what the toast or the control shows (spec section 8). */
export class UploadError extends Error {
  override readonly name = 'UploadError';
  constructor(
    message: string,
    /** The HTTP status, when the server answered. */
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * The spec's message for a file the endpoint would refuse, judged from its size and declared type
 * before anything is read or sent; null when it may go. The server judges again from the bytes.
 */
export function checkUploadFile(file: { size: number; type: string }, endpoint: UploadEndpoint): string | null {
  const target = endpoint === UPLOAD_ENDPOINTS.profileImage ? 'profileImage' : 'media';
  return uploadProblem(target, mediaKindOfMime(file.type), file.size)?.message ?? null;
}

/**
 * Uploads one file as the spec's JSON body (`fileData` data URL, `fileName`, `fileType`) and
 * answers `{ url, key }`. Refuses early with the spec's messages (size, type, and a video's
 * length when the browser can read it). Sent with XMLHttpRequest because fetch cannot report
 * upload progress.
 */
export async function uploadFile(file: File, options: UploadFileOptions): Promise<UploadResponse> {
  const { endpoint, signal } = options;
  const problem = checkUploadFile(file, endpoint);
  if (problem) throw new UploadError(problem);
  if (endpoint === UPLOAD_ENDPOINTS.media && mediaKindOfMime(file.type) === 'video') {
    const seconds = await probeVideoDuration(file);
    if (seconds !== null && isVideoTooLong(seconds)) throw new UploadError(MESSAGES.videoTooLong);
  }
  const fileData = await readAsDataUrl(file, signal);
  return postJson(endpoint, { fileData, fileName: file.name, fileType: file.type }, options);
}

/**
 * The video's length in seconds as the browser reads it, or null when it cannot tell (unknown
 * codec, no DOM, a stream without a duration). An early check only: the server measures again.
 */
export function probeVideoDuration(file: Blob, timeoutMs = 10_000): Promise<number | null> {
  if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') return Promise.resolve(null);
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    let settled = false;
    const finish = (seconds: number | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () => finish(Number.isFinite(video.duration) ? video.duration : null);
    video.onerror = () => finish(null);
    video.src = url;
  });
}

function abortError(signal: AbortSignal | undefined): unknown {
  return signal?.reason ?? new DOMException('The upload was cancelled.', 'AbortError');
}

function readAsDataUrl(file: Blob, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal));
    const reader = new FileReader();
    const onAbort = () => reader.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    reader.onload = () => {
      signal?.removeEventListener('abort', onAbort);
      resolve(String(reader.result));
    };
    reader.onerror = () => {
      signal?.removeEventListener('abort', onAbort);
      reject(new UploadError(MEDIA_MESSAGES.uploadFailed));
    };
    reader.onabort = () => reject(abortError(signal));
    reader.readAsDataURL(file);
  });
}

function postJson(url: string, body: unknown, { onProgress, signal }: UploadFileOptions): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal));
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', url);
    xhr.withCredentials = true; // the session cookie; never an Authorization header (D1)
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      done();
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && typeof data?.url === 'string' && typeof data.key === 'string') {
        onProgress?.(100);
        resolve(data as UploadResponse);
        return;
      }
      const message = typeof data?.message === 'string' && data.message ? data.message : MEDIA_MESSAGES.uploadFailed;
      reject(new UploadError(message, xhr.status));
    };
    // A connection cut off (for instance a body refused as too large while it is sent) lands here.
    xhr.onerror = () => {
      done();
      reject(new UploadError(MEDIA_MESSAGES.uploadFailed));
    };
    xhr.onabort = () => {
      done();
      reject(abortError(signal));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(JSON.stringify(body));
  });
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
