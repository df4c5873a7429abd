import type { AppConfig } from '../../config';

/**
 * Who passkeys are made for (issue 35): the relying party id is PUBLIC_URL's host name and the
 * only origin accepted is PUBLIC_URL's origin, so a passkey answer made for another site (or
 * another address of this one) is refused. Browsers refuse WebAuthn on a bare IP address: an
 * install that offers passkeys needs a host name (or localhost) in PUBLIC_URL.
 */
export function relyingParty(config: Pick<AppConfig, 'publicUrl'>) {
  const url = new URL(config.publicUrl);
  return { id: url.hostname, name: 'FitCircle', origin: url.origin };
}
