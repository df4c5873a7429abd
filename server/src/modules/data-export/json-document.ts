// fitcircle-export.json is written as it is read from the database: plain values are stringified
// at once, lists that can be long (messages, the food diary) item by item from their pages, so
// the document never has to fit in memory. The result is ordinary, indented JSON.

/** A value, a list read item by item, or a function answering either (run when its turn comes). */
export type Section = unknown | AsyncIterable<unknown> | (() => Promise<unknown>);

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

const indent = (json: string, by: string) => json.replace(/\n/g, `\n${by}`);

export async function* jsonDocument(sections: [string, Section][]): AsyncGenerator<string> {
  yield '{';
  for (const [i, [key, section]] of sections.entries()) {
    yield `${i === 0 ? '' : ','}\n  ${JSON.stringify(key)}: `;
    const value = typeof section === 'function' ? await section() : section;
    if (!isAsyncIterable(value)) {
      yield indent(JSON.stringify(value ?? null, null, 2), '  ');
      continue;
    }
    let first = true;
    yield '[';
    for await (const item of value) {
      yield `${first ? '' : ','}\n    ${indent(JSON.stringify(item, null, 2), '    ')}`;
      first = false;
    }
    yield first ? ']' : '\n  ]';
  }
  yield '\n}\n';
}
