// The member's calendar is the browser's: a call whose dates the server reads on the member's
// days (a workout log's or a diary add's date, up to their tomorrow; the diary's day; a challenge
// joined) says the browser's zone.

/**
 * The browser's IANA time zone, e.g. 'Pacific/Honolulu'; undefined when it names none (ICU's
 * 'Etc/Unknown' for a system zone it cannot map), and the server's UTC rule applies instead of
 * a zone it would refuse.
 */
export function browserTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && zone !== 'Etc/Unknown' ? zone : undefined;
}

/** `path` with `tz=` the browser's zone added to its query, when it has one. */
export function inBrowserZone(path: string): string {
  const zone = browserTimeZone();
  return zone ? `${path}${path.includes('?') ? '&' : '?'}tz=${encodeURIComponent(zone)}` : path;
}
