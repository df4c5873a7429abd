/** The Find People to Follow filter: name or username contains the text, case-insensitively. */
export function matchesPerson(person: { name: string; username: string }, filter: string): boolean {
  const text = filter.trim().toLowerCase();
  if (!text) return true;
  return person.name.toLowerCase().includes(text) || person.username.toLowerCase().includes(text);
}
