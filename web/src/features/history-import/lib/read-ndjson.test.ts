import { describe, expect, it } from 'vitest';
import { readNdjson } from './read-ndjson';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe('readNdjson', () => {
  it('yields each line once complete, across chunk boundaries and multi-byte characters', async () => {
    const text = '{"type":"progress","percent":30}\n{"type":"done","title":"Push 💪"}\n';
    const bytes = new TextEncoder().encode(text);
    // Split inside the emoji's bytes as well as inside a line.
    const cut = bytes.indexOf(0xf0) + 2;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 10));
        controller.enqueue(bytes.slice(10, cut));
        controller.enqueue(bytes.slice(cut));
        controller.close();
      },
    });
    const values = [];
    for await (const value of readNdjson(stream)) values.push(value);
    expect(values).toEqual([
      { type: 'progress', percent: 30 },
      { type: 'done', title: 'Push 💪' },
    ]);
  });

  it('reads a last line without a newline, and skips blank lines', async () => {
    const values = [];
    for await (const value of readNdjson(streamOf(['\n{"a":1}\n\n', '{"b":2}']))) values.push(value);
    expect(values).toEqual([{ a: 1 }, { b: 2 }]);
  });
});
