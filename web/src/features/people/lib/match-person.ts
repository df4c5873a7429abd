import { foldText } from '@common/fold-text';

/** The Find People to Follow filter: name or username contains the text, ignoring case and accents. */
export function matchesPerson(person: { name: string; username: string }, filter: string): boolean {
  const text = foldText(filter.trim());
  if (!text) return true;
  return foldText(person.name).includes(text) || foldText(person.username).includes(text);
}
