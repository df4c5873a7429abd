// Text as search reads it: without case or accents, so "jose" matches José and "olowska" Ołowska.
// The server folds names with PostgreSQL's unaccent (migration 0228); this does the same in the
// browser for lists filtered there. Letters that carry no combining mark (ø, ł, ß) are spelled
// out as unaccent spells them.

const SPELLED: Record<string, string> = { ø: 'o', ł: 'l', đ: 'd', ħ: 'h', ß: 'ss', æ: 'ae', œ: 'oe', þ: 'th', ı: 'i' };
const UNMARKED = new RegExp(`[${Object.keys(SPELLED).join('')}]`, 'g');

export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(UNMARKED, (c) => SPELLED[c]);
}
