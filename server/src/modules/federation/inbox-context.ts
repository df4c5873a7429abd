import type { InboxContext } from '@fedify/fedify';
import { type Activity, isActor, Note } from '@fedify/vocab';
import type { FastifyInstance } from 'fastify';
import { isRefused, type RemoteActorRow, upsertActor } from './actors-repository';
import { loadOutgoingNote } from './content';

// What every inbox listener asks first: who sent it (stored, unless blocked) and which of our
// posts it is about.

export type Ctx = InboxContext<FastifyInstance>;

/** The sending actor, stored, or null when unknown or blocked (for this member, when one is named). */
export async function senderOf(ctx: Ctx, activity: Activity, userId?: number): Promise<RemoteActorRow | null> {
  const actor = await activity.getActor(ctx);
  if (!actor || !isActor(actor)) return null;
  const row = await upsertActor(ctx.data.db, actor, ctx.data.config.federation.allowPrivateAddresses);
  if (!row || (await isRefused(ctx.data.db, row, userId))) return null;
  return row;
}

/**
 * The post one of our Note IRIs stands for, while content's rules would still publish it (public,
 * its author federated). Replies and likes land on posts: an activity's own Note takes neither.
 */
export async function ourNote(ctx: Ctx, iri: URL | null): Promise<{ postId: number; userId: number } | undefined> {
  const parsed = iri ? ctx.parseUri(iri) : null;
  if (parsed?.type !== 'object' || parsed.class !== Note) return undefined;
  const { kind, id } = parsed.values;
  if (kind !== 'post' && kind !== 'workout') return undefined;
  const note = await loadOutgoingNote(ctx.data.db, kind, id, ctx.data.config.publicUrl);
  return note ? { postId: Number(id), userId: Number(note.authorUserId) } : undefined;
}
