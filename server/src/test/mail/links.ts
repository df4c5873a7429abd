import type { ReceivedMail } from './smtp-sink';

/** The first link in a message's text to `path` (e.g. '/reset-password'), as a URL. */
export function linkIn(mail: Pick<ReceivedMail, 'text'>, path: string): URL {
  const escaped = path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`https?://[^\\s]+${escaped}\\?token=[^\\s]+`).exec(mail.text);
  if (!match) throw new Error(`no link to ${path} in:\n${mail.text}`);
  return new URL(match[0]);
}

/** The token of the first link to `path`. */
export function tokenIn(mail: Pick<ReceivedMail, 'text'>, path: string): string {
  return linkIn(mail, path).searchParams.get('token')!;
}
