import { AsyncLocalStorage } from 'node:async_hooks';
import { validatePublicUrl } from '@fedify/vocab-runtime';

// Where a delivery may go. Fedify's SSRF rule (allowPrivateAddress) covers what it fetches, not
// where it POSTs: it sends a queued activity to the stored inbox and follows any redirect the
// inbox answers, to any address, with no hook to check a hop (Fedify 2.3: `doubleKnock` gets no
// `validateRedirect` for deliveries). A public inbox could then answer 307 to 127.0.0.1 or
// 169.254.169.254 and have this server POST signed activities into its own network.
//
// Fedify sends through the global `fetch`, so while the queue worker runs a delivery (and only
// then: an AsyncLocalStorage scope, so a member's request running meanwhile is untouched) that
// fetch is guarded:
// - every request, first or redirected, must go to a public address, as Fedify's own fetches
//   must (unless FEDERATION_ALLOW_PRIVATE_ADDRESSES, tests only). This also catches an inbox
//   whose name resolves to a private address since its account was stored (actors-repository.ts);
// - a delivery answered with a redirect to another origin (another host, port or scheme) is not
//   followed, whatever the address: the activity goes where the account's document says, or fails
//   and is retried as any failed delivery. A redirect within the inbox's own origin (a path
//   moved) is still followed, each hop checked as above.

export interface DeliveryRules {
  /** FEDERATION_ALLOW_PRIVATE_ADDRESSES: loopback and private inboxes allowed (tests only). */
  allowPrivateAddresses: boolean;
}

const deliveries = new AsyncLocalStorage<DeliveryRules>();
const GUARDED = Symbol.for('fitcircle.federation.deliveryGuard');

type GuardedFetch = typeof fetch & { [GUARDED]?: true };

/** Whether a queue message is one of Fedify's deliveries (one activity POSTed to one inbox). */
export const isDelivery = (message: unknown): boolean =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'outbox';

/** Runs `send` (Fedify's handler of a delivery) with its fetches held to `rules`. */
export function runDelivery<T>(rules: DeliveryRules, send: () => Promise<T>): Promise<T> {
  guardGlobalFetch();
  return deliveries.run(rules, send);
}

/**
 * Wraps the global fetch once; again only if something replaced it since (a test's spy), so the
 * guard is always the outermost layer when a delivery starts. Outside a delivery it passes through.
 */
function guardGlobalFetch(): void {
  const current = globalThis.fetch as GuardedFetch;
  if (current[GUARDED]) return;
  const guarded: GuardedFetch = async (input, init) => {
    const rules = deliveries.getStore();
    return rules ? guardedFetch(current, rules, input, init) : current(input, init);
  };
  guarded[GUARDED] = true;
  globalThis.fetch = guarded;
}

async function guardedFetch(
  send: typeof fetch,
  rules: DeliveryRules,
  input: Parameters<typeof fetch>[0],
  init: Parameters<typeof fetch>[1],
): Promise<Response> {
  const url = input instanceof Request ? input.url : String(input);
  // Throws for a private, loopback or link-local address (Fedify reports a failed delivery).
  if (!rules.allowPrivateAddresses) await validatePublicUrl(url);
  const response = await send(input, init);
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  const location = response.headers.get('location');
  if (method !== 'POST' || response.status < 300 || response.status >= 400 || location === null) return response;
  if (sameOrigin(location, url)) return response;
  // Fedify follows a 3xx that carries a Location: without one it is a failed delivery.
  await response.body?.cancel();
  const headers = new Headers(response.headers);
  headers.delete('location');
  return new Response(null, { status: response.status, statusText: response.statusText, headers });
}

function sameOrigin(location: string, from: string): boolean {
  try {
    return new URL(location, from).origin === new URL(from).origin;
  } catch {
    return false;
  }
}
