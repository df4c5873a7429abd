import { ACTIVITY_MESSAGES as M } from '@common/activities-texts';
import { clipText } from '@common/clip-text';
import { SaxesParser } from 'saxes';
import { ActivityFileError } from './file-error';

// A DOCTYPE is where external entities (XXE) and entity expansion ("billion laughs") are declared.
// GPX and TCX never need one, so any file that has one is refused on its raw text, before a
// parser sees it: nothing can be fetched or expanded.
const DECLARATIONS = /<!\s*(DOCTYPE|ENTITY|ELEMENT|ATTLIST)/i;

/** What a format's reader does with the elements it meets (names without their namespace prefix). */
export interface XmlReader {
  /** Elements whose text the reader wants; the text of any other is never collected. */
  texts: ReadonlySet<string>;
  open(name: string, attributes: Record<string, string>, parent: string | undefined): void;
  /** `text` is the element's own text, trimmed. */
  close(name: string, text: string, parent: string | undefined): void;
}

/** Bytes as text: UTF-8, without a byte-order mark. */
export function decodeXmlText(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/^\uFEFF/, '');
}

const localName = (name: string) => {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
};

/**
 * Reads an XML document with saxes, a strict streaming parser that checks well-formedness as it
 * goes (malformed XML is refused with its line and column). Declarations are refused before it
 * starts. `readerFor` picks the format's reader from the root element, or refuses the document.
 */
export function readXml(text: string, readerFor: (root: string) => XmlReader): void {
  if (DECLARATIONS.test(text)) throw new ActivityFileError(M.xmlDoctype);
  const parser = new SaxesParser({ position: true });
  const stack: string[] = [];
  let reader: XmlReader | null = null;
  // Text is gathered only inside an element the reader asked for (a time, an elevation...): the
  // whitespace between the other elements of a large file is never concatenated.
  let gathered: string | null = null;
  parser.on('opentag', (tag) => {
    const name = localName(tag.name);
    reader ??= readerFor(name);
    reader.open(name, tag.attributes as Record<string, string>, stack[stack.length - 1]);
    stack.push(name);
    gathered = reader.texts.has(name) ? '' : null;
  });
  const gather = (t: string) => {
    if (gathered !== null) gathered += t;
  };
  parser.on('text', gather);
  parser.on('cdata', gather);
  parser.on('closetag', () => {
    const name = stack.pop()!;
    reader?.close(name, gathered?.trim() ?? '', stack[stack.length - 1]);
    gathered = null;
  });
  try {
    parser.write(text).close();
  } catch (err) {
    if (err instanceof ActivityFileError) throw err;
    // saxes prefixes its messages with "line:column: " ("file:line:column: " when given a file
    // name); the member gets line and column once.
    const reason = (err as Error).message.replace(/^(?:.*?:)?\d+:\d+: /, '');
    throw new ActivityFileError(`${M.xmlMalformed} (line ${parser.line}:${parser.column}: ${clipText(reason, 200)}).`);
  }
  if (!reader) throw new ActivityFileError(M.unknownFormat);
}
