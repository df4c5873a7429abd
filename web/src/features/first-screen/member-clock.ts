import { MEMBER_CLOCK_COOKIE } from '@common/member-clock';

/**
 * Leaves this device's UTC offset for the server (common/member-clock.ts), so the next page it
 * draws for the member shows their today. Written at every start: it follows daylight saving time
 * and travel. `getTimezoneOffset`, not Intl: the first Intl formatter costs a phone ~250 ms.
 */
export function rememberMemberClock(doc: Document = document, now: Date = new Date()): void {
  doc.cookie = `${MEMBER_CLOCK_COOKIE}=${now.getTimezoneOffset()}; path=/; max-age=31536000; samesite=lax`;
}
