import { ACTIVITY_MESSAGES as M } from '@common/activities-texts';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ActivityFileError } from './file-error';

// A DOCTYPE is where external entities (XXE) and entity expansion ("billion laughs") are declared.
// GPX and TCX never need one, so any file that has one is refused on its raw text, before a
// parser sees it: nothing can be fetched or expanded.
const DECLARATIONS = /<!\s*(DOCTYPE|ENTITY|ELEMENT|ATTLIST)/i;

/** Elements that repeat in GPX and TCX: always arrays, even when a file has one of them. */
const REPEATED = new Set(['trk', 'trkseg', 'trkpt', 'rte', 'rtept', 'wpt', 'Activity', 'Lap', 'Track', 'Trackpoint']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // gpxtpx:hr and ns3:hr both read as hr.
  removeNSPrefix: true,
  // Numbers are read by the importer itself, so "007" or "1e400" never surprise anyone.
  parseTagValue: false,
  parseAttributeValue: false,
  // Only XML's five predefined entities: with no DOCTYPE there are no others.
  processEntities: true,
  htmlEntities: false,
  isArray: (name) => REPEATED.has(name),
});

/** Bytes as text: UTF-8, without a byte-order mark. */
export function decodeXmlText(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/^\uFEFF/, '');
}

/** Refuses declarations (before parsing), then anything that is not well-formed XML. */
export function checkXmlText(text: string): void {
  if (DECLARATIONS.test(text)) throw new ActivityFileError(M.xmlDoctype);
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new ActivityFileError(`${M.xmlMalformed} (line ${valid.err.line}: ${valid.err.msg}).`);
  }
}

/** A checked XML document as plain objects. */
export function parseXml(text: string): Record<string, unknown> {
  checkXmlText(text);
  return parser.parse(text) as Record<string, unknown>;
}

/** The value as an array (absent: empty). */
export function list<T = Record<string, unknown>>(value: unknown): T[] {
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]) as T[];
}

/** An element's text, whether the parser gave a string or an object with #text. */
export function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object' && '#text' in value) return String((value as { '#text': unknown })['#text']);
  return null;
}
