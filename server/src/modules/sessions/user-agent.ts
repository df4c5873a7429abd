import Bowser from 'bowser';

/**
 * What a member can recognise of a device from its user agent: the browser with its major
 * version ("Chrome 126") and the system ("Android 14", "macOS"). Null where the header told
 * nothing readable (a script, a missing header): shown as unknown, never guessed.
 */
export function describeUserAgent(userAgent: string | null): { browser: string | null; system: string | null } {
  if (!userAgent) return { browser: null, system: null };
  const parsed = Bowser.parse(userAgent);
  const major = (version?: string) => version?.split('.')[0];
  const browser = parsed.browser.name ? [parsed.browser.name, major(parsed.browser.version)].filter(Boolean) : [];
  const system = parsed.os.name
    ? [parsed.os.name, parsed.os.versionName ?? major(parsed.os.version)].filter(Boolean)
    : [];
  return { browser: browser.join(' ') || null, system: system.join(' ') || null };
}
