import { REMOTE_HANDLE } from '@common/federation';
import { isActor } from '@fedify/vocab';
import { validatePublicUrl } from '@fedify/vocab-runtime';
import type { FastifyInstance } from 'fastify';
import { isRefused, isServerBlocked, type RemoteActorRow, upsertActor } from './actors-repository';
import type { AppFederation } from './federation';

// `@name@server` → the remote account, through WebFinger then the actor document. Every fetch
// refuses private and loopback addresses unless FEDERATION_ALLOW_PRIVATE_ADDRESSES (tests only);
// only then is plain http tried too, for servers on loopback.

export class Unreachable extends Error {}

async function webfinger(name: string, server: string, allowPrivate: boolean): Promise<string | null> {
  const schemes = allowPrivate ? ['https', 'http'] : ['https'];
  let lastError: unknown = null;
  for (const scheme of schemes) {
    const url = new URL(`${scheme}://${server}/.well-known/webfinger`);
    url.searchParams.set('resource', `acct:${name}@${server}`);
    try {
      if (!allowPrivate) await validatePublicUrl(url.href);
      // No redirects: a redirect could point at an address the check above did not see.
      const res = await fetch(url, {
        headers: { accept: 'application/jrd+json, application/json' },
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
      });
      if (res.status === 404 || res.status === 410) return null;
      if (!res.ok) throw new Unreachable(`webfinger answered ${res.status}`);
      const jrd = (await res.json()) as { links?: { rel?: string; type?: string; href?: string }[] };
      const self = jrd.links?.find(
        (l) => l.rel === 'self' && /application\/(activity\+json|ld\+json)/.test(l.type ?? '') && l.href,
      );
      return self?.href ?? null;
    } catch (err) {
      lastError = err;
    }
  }
  throw new Unreachable((lastError as Error)?.message ?? 'unreachable');
}

/** The account, or null when the server does not know it (or it or its server is blocked by an admin); Unreachable when it cannot be asked. */
export async function lookupRemote(
  app: FastifyInstance,
  federation: AppFederation,
  handle: string,
): Promise<RemoteActorRow | null> {
  const m = REMOTE_HANDLE.exec(handle.trim());
  if (!m) return null;
  const [, name, server] = m;
  if (await isServerBlocked(app.db, server)) return null;
  const allowPrivate = app.config.federation.allowPrivateAddresses;
  const actorUrl = await webfinger(name, server.toLowerCase(), allowPrivate);
  if (!actorUrl || !/^https?:\/\//.test(actorUrl)) return null;
  const ctx = federation.createContext(new URL(app.config.publicUrl), app);
  const actor = await ctx.lookupObject(actorUrl).catch((err: Error) => {
    throw new Unreachable(err.message);
  });
  if (!actor || !isActor(actor)) return null;
  const row = await upsertActor(app.db, actor, allowPrivate);
  if (row && (await isRefused(app.db, row))) return null;
  return row;
}
