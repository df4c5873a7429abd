import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isServerBlocked } from './actors-repository';

// Inbound posts are limited per remote server, but a server's quota is counted only for posts
// Fedify verified (it answered 2xx), against the host of the activity's actor, whom the signature
// (or the object's proof) was checked to be: the host in a signature's keyId is the sender's word
// until then, and junk signed "as" another server must not burn that server's quota. A replay of
// an activity already taken (202 too) counts for nobody. Posts that fail verification (400, 401)
// count against the client address instead, so a forger is shut out from where it sends. Both
// counters are the app's rate limiter (shared through Redis when there is one); as a counter is
// only read by counting, each instance remembers a window that filled up and refuses at the door
// until it ends.

const WINDOW_MS = 60_000;

/** The host of a verified activity's actor (its JSON's `actor`, an IRI or an object with an id). */
function actorHost(body: unknown): string | null {
  try {
    const actor = JSON.parse(Buffer.isBuffer(body) ? body.toString('utf8') : '')?.actor;
    const id = typeof actor === 'string' ? actor : [actor].flat()[0]?.id;
    return typeof id === 'string' ? new URL(id).host.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** The host named by an HTTP Signature's keyId (draft-cavage `Signature` or RFC 9421 `Signature-Input`). */
export function signerHost(request: FastifyRequest): string | null {
  const header = `${request.headers.signature ?? ''} ${request.headers['signature-input'] ?? ''}`;
  const keyId = /keyid="([^"]+)"/i.exec(header)?.[1];
  if (!keyId) return null;
  try {
    return new URL(keyId).host.toLowerCase();
  } catch {
    return null;
  }
}

export function inboundLimits(app: FastifyInstance) {
  // key → when its full window ends (ms); few keys: the servers and addresses that hit a limit.
  const full = new Map<string, number>();
  const serverKey = (host: string) => `federation:inbox:${host}`;
  const addressKey = (ip: string) => `federation:inbox-unverified:${ip}`;

  const waitFor = (key: string): number => {
    const until = full.get(key);
    if (until === undefined) return 0;
    if (until > Date.now()) return Math.ceil((until - Date.now()) / 1000);
    full.delete(key);
    return 0;
  };

  const count = async (key: string) => {
    const limit = app.config.federation.inboundPerServerPerMinute;
    // Counted with limit - 1: the post that fills the window is the last one let in.
    const { allowed, retryAfterSeconds } = await app.rateLimiter.hit(key, limit - 1, WINDOW_MS);
    if (!allowed) full.set(key, Date.now() + retryAfterSeconds * 1000);
    if (full.size > 10_000) for (const [k, until] of full) if (until <= Date.now()) full.delete(k);
  };

  return {
    /** Before Fedify: an admin-blocked server (403) or a full window (429) is refused at the door. */
    async refuse(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
      if (request.method !== 'POST') return false;
      const host = signerHost(request);
      // Claiming to be a blocked server only gets the claimant refused: no check needed first.
      if (host && (await isServerBlocked(app.db, host))) {
        await reply.code(403).send({ message: 'This server is blocked' });
        return true;
      }
      const wait = Math.max(waitFor(addressKey(request.ip)), host ? waitFor(serverKey(host)) : 0);
      if (wait === 0) return false;
      await reply.code(429).header('retry-after', String(wait)).send({ message: 'Too many requests' });
      return true;
    },

    /** After Fedify: a verified post counts for its actor's server, a refused one for its address. */
    async record(request: FastifyRequest, response: { status: number; text: string }): Promise<void> {
      if (request.method !== 'POST') return;
      const { status, text } = response;
      if (status >= 200 && status < 300) {
        const host = actorHost(request.body);
        if (host && !text.includes('has already been processed')) await count(serverKey(host));
      } else if (status === 400 || status === 401) await count(addressKey(request.ip));
    },
  };
}
