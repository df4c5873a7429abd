import { PUBLIC_COLLECTION, Update } from '@fedify/vocab';
import { Temporal } from '@js-temporal/polyfill';
import type { FastifyInstance } from 'fastify';
import type { AppFederation } from './federation';
import { accountGoneRecipients, deliveryRecipients } from './followers-repository';
import { findActorMember } from './members';
import { personOf } from './person';

// A member's actor changed (migration 0213's triggers: name, bio, picture, public or friends):
// their followers elsewhere get an Update of it, so they show what the actor URL now answers.
// A suspension set or lifted by an admin (migration 0222's trigger, `reach: 'all'`) goes further,
// to every server that knows the member (followers, held requests, followed accounts), as
// Mastodon does: the bare actor with `suspended: true`, or the full actor again.

export interface ActorUpdateJob {
  fitcircle: 'actor-update';
  userId: number;
  reach?: 'all';
}

export const isActorUpdateJob = (m: unknown): m is ActorUpdateJob =>
  typeof m === 'object' && m !== null && (m as ActorUpdateJob).fitcircle === 'actor-update';

export async function sendActorUpdate(app: FastifyInstance, federation: AppFederation, job: ActorUpdateJob) {
  // Not an actor (any more): nothing of them is sent; leaving sent its Deletes already.
  const member = await findActorMember(app.db, { id: job.userId });
  if (!member) return;
  const recipients =
    job.reach === 'all' ? await accountGoneRecipients(app.db, member.id) : await deliveryRecipients(app.db, member.id);
  if (recipients.length === 0) return;
  const ctx = federation.createContext(new URL(app.config.publicUrl), app);
  const actor = ctx.getActorUri(member.username);
  const update = new Update({
    id: new URL(`#update-${Date.now()}`, actor),
    actor,
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(member.username),
    object: await personOf(ctx, member),
    updated: Temporal.Now.instant(),
  });
  await ctx.sendActivity({ identifier: member.username }, recipients, update, { preferSharedInbox: true });
}
