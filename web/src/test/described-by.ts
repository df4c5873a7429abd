// Reading a drawn form (static markup, as drawSettled returns it) the way a screen reader does: a
// control found by its id, its attributes, and the texts its aria-describedby points at. The unit
// tests run without a DOM, so this reads the markup React writes, which is regular enough.

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" };
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity] ?? entity);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The element with this id: its tag name, attributes, and where its opening tag ends. */
function elementById(html: string, id: string) {
  const found = new RegExp(`<([a-z]+)((?:\\s[^>]*)?\\sid="${escapeRegExp(id)}"[^>]*)>`).exec(html);
  if (!found) return null;
  const [tag, name = '', attrs = ''] = found;
  const attributes: Record<string, string> = {};
  for (const [, key = '', value = ''] of attrs.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) attributes[key] = decode(value);
  return { name, attributes, end: found.index + tag.length };
}

/** The attributes of the element with this id, or null when nothing has it. */
export function attributesOf(html: string, id: string): Record<string, string> | null {
  return elementById(html, id)?.attributes ?? null;
}

/** The text inside the element with this id (its own tags left out), or null when nothing has it. */
export function textOf(html: string, id: string): string | null {
  const element = elementById(html, id);
  if (!element) return null;
  const close = html.indexOf(`</${element.name}>`, element.end);
  return decode(html.slice(element.end, close).replace(/<[^>]+>/g, ''));
}

/** The id of the control a label names (its `for`), for forms whose ids come from useId. */
export function controlIdOf(html: string, label: string): string | null {
  const found = new RegExp(`<label\\b[^>]*\\sfor="([^"]+)"[^>]*>${escapeRegExp(label)}</label>`).exec(html);
  return found?.[1] ? decode(found[1]) : null;
}

/**
 * The control's accessible description: the texts of the elements its aria-describedby names, in
 * that order, joined by a space (what Playwright's toHaveAccessibleDescription compares). An id that
 * names nothing on the page counts as missing text, so a dangling reference fails the comparison.
 */
export function descriptionOf(html: string, controlId: string): string | null {
  const ids = attributesOf(html, controlId)?.['aria-describedby'];
  if (!ids) return null;
  return ids
    .split(/\s+/)
    .map((id) => textOf(html, id) ?? `<nothing with id ${id}>`)
    .join(' ');
}
