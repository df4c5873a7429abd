import { REMOTE_HANDLE } from '@common/federation';

/**
 * '@ann@social.example' for a search that is a fediverse address (the first @ optional, as people
 * paste it either way), null for any other search (a name, a gym, '#tag', an email-like typo).
 */
export function remoteHandleOf(query: string): string | null {
  const match = REMOTE_HANDLE.exec(query.trim());
  return match ? `@${match[1]}@${match[2].toLowerCase()}` : null;
}
