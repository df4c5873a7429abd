// The member's calendar is the browser's: a write whose date the server judges against the
// member's today (a workout log's, up to their tomorrow) says the browser's zone in `?tz=`.

/**
 * The browser's IANA time zone, e.g. 'Pacific/Honolulu'; undefined when it names none (ICU's
 * 'Etc/Unknown' for a system zone it cannot map), and the server's UTC rule applies instead of
 * a zone it would refuse.
 */
export function browserTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && zone !== 'Etc/Unknown' ? zone : undefined;
}

/** `path` with `?tz=` the browser's zone, when it has one (a path without a query of its own). */
export function inBrowserZone(path: string): string {
  const zone = browserTimeZone();
  return zone ? `${path}?tz=${encodeURIComponent(zone)}` : path;
}
