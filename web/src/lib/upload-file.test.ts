import { LIMITS, MB } from '@common/limits';
import { MEDIA_MESSAGES } from '@common/schemas/media';
import { MESSAGES } from '@common/texts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkUploadFile, UploadError, uploadFile } from './upload-file';

describe('checkUploadFile', () => {
  it.each([
    [{ size: MB, type: 'image/png' }, '/api/upload/media', null],
    [{ size: LIMITS.imageMaxBytes + 1, type: 'image/jpeg' }, '/api/upload/media', MESSAGES.imageTooLarge],
    [{ size: 40 * MB, type: 'video/mp4' }, '/api/upload/media', null],
    [{ size: LIMITS.videoMaxBytes + 1, type: 'video/mp4' }, '/api/upload/media', MESSAGES.videoTooLarge],
    [{ size: 10, type: 'application/pdf' }, '/api/upload/media', MESSAGES.onlyImageOrVideo],
    [{ size: 10, type: '' }, '/api/upload/media', MESSAGES.onlyImageOrVideo],
    [{ size: MB, type: 'image/webp' }, '/fileupload', null],
    [{ size: LIMITS.imageMaxBytes + 1, type: 'image/png' }, '/fileupload', MESSAGES.profileImageTooLarge],
    [{ size: MB, type: 'video/mp4' }, '/fileupload', MESSAGES.profileImageInvalidType],
  ] as const)('%o to %s: %s', (file, endpoint, message) => {
    expect(checkUploadFile(file, endpoint)).toBe(message);
  });
});

// No DOM here: FileReader and XMLHttpRequest are replaced by small fakes that behave like the
// browser's for what the helper uses.
class FakeFileReader {
  result: string | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  abort() {}
  readAsDataURL(blob: Blob) {
    void blob.arrayBuffer().then((b) => {
      this.result = `data:${blob.type};base64,${Buffer.from(b).toString('base64')}`;
      this.onload?.();
    });
  }
}

class FakeXhr {
  static last: FakeXhr;
  static answer: { status: number; body: string } | 'network-error' = { status: 200, body: '{}' };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  body = '';
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(body: string) {
    this.body = body;
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: body.length / 2, total: body.length });
      const answer = FakeXhr.answer;
      if (answer === 'network-error') return this.onerror?.();
      this.status = answer.status;
      this.responseText = answer.body;
      this.onload?.();
    });
  }
}

describe('uploadFile', () => {
  beforeEach(() => {
    vi.stubGlobal('FileReader', FakeFileReader);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

  it("posts the spec's JSON body with the session cookie, reports progress and answers url and key", async () => {
    FakeXhr.answer = { status: 200, body: '{"url":"/uploads/k.png","key":"k.png","kind":"image"}' };
    const progress: number[] = [];
    const result = await uploadFile(png(), { endpoint: '/fileupload', onProgress: (p) => progress.push(p) });
    expect(result).toMatchObject({ url: '/uploads/k.png', key: 'k.png' });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(['POST', '/fileupload', true]);
    expect(xhr.headers['Content-Type']).toBe('application/json');
    expect(Object.keys(xhr.headers).map((h) => h.toLowerCase())).not.toContain('authorization');
    expect(JSON.parse(xhr.body)).toEqual({
      fileData: 'data:image/png;base64,iVBORw==',
      fileName: 'me.png',
      fileType: 'image/png',
    });
    expect(progress).toEqual([50, 100]);
  });

  it("throws the spec's message without sending anything when the file is refused on the client", async () => {
    const video = new File([new Uint8Array(4)], 'clip.mp4', { type: 'video/mp4' });
    FakeXhr.last = undefined as unknown as FakeXhr;
    await expect(uploadFile(video, { endpoint: '/fileupload' })).rejects.toThrow(MESSAGES.profileImageInvalidType);
    expect(FakeXhr.last).toBeUndefined();
  });

  it("throws the server's message, or the fallback when there is none", async () => {
    FakeXhr.answer = { status: 400, body: JSON.stringify({ message: MESSAGES.onlyImageOrVideo }) };
    const refused = uploadFile(png(), { endpoint: '/api/upload/media' });
    await expect(refused).rejects.toThrow(MESSAGES.onlyImageOrVideo);
    await expect(refused).rejects.toBeInstanceOf(UploadError);

    FakeXhr.answer = { status: 502, body: '<html>Bad gateway</html>' };
    await expect(uploadFile(png(), { endpoint: '/api/upload/media' })).rejects.toThrow(MEDIA_MESSAGES.uploadFailed);
    FakeXhr.answer = 'network-error';
    await expect(uploadFile(png(), { endpoint: '/api/upload/media' })).rejects.toThrow(MEDIA_MESSAGES.uploadFailed);
  });

  it('stops when the signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(uploadFile(png(), { endpoint: '/fileupload', signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
