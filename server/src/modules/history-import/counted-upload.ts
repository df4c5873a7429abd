import { IMPORT_MESSAGES as M } from '@common/history-import-texts';
import { IMPORT_LIMITS } from '@common/schemas/history-import';
import { HttpError } from '../../lib/http-errors';

// The upload limit, enforced while the file streams in: the bytes are counted chunk by chunk and
// reading stops at the first byte over the limit (a declared Content-Length over it is refused
// before anything is read). The chunks are kept to store the file for the commit.

export const fileTooLarge = () => new HttpError(413, M.tooLarge, { file: M.tooLarge });

export function assertDeclaredSize(contentLength: string | undefined): void {
  if (contentLength !== undefined && Number(contentLength) > IMPORT_LIMITS.maxBytes) throw fileTooLarge();
}

export class CountedUpload {
  private readonly chunks: Buffer[] = [];
  private size = 0;

  constructor(private readonly limit: number = IMPORT_LIMITS.maxBytes) {}

  async *read(source: AsyncIterable<Buffer | string>): AsyncGenerator<Buffer> {
    for await (const piece of source) {
      const chunk = typeof piece === 'string' ? Buffer.from(piece) : piece;
      this.size += chunk.length;
      if (this.size > this.limit) throw fileTooLarge();
      this.chunks.push(chunk);
      yield chunk;
    }
  }

  bytes(): Buffer {
    return Buffer.concat(this.chunks, this.size);
  }
}

/** A stored file as the stream the parser reads. */
export async function* chunksOf(bytes: Buffer): AsyncGenerator<Buffer> {
  const step = 256 * 1024;
  for (let at = 0; at < bytes.length; at += step) yield bytes.subarray(at, at + step);
}
