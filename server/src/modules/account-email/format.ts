/** A moment as emails show it: unambiguous for every reader, whatever their time zone. */
export function utcStamp(date = new Date()): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** Enough of an address to recognise it, not enough to hand it to whoever reads the old inbox. */
export function maskEmail(email: string): string {
  const [local, domain = ''] = email.split('@');
  return `${local.slice(0, 1)}${'*'.repeat(Math.max(2, Math.min(local.length - 1, 6)))}@${domain}`;
}
