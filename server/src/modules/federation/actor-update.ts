import { PUBLIC_COLLECTION, Update } from '@fedify/vocab';
import { Temporal } from '@js-temporal/polyfill';
import type { FastifyInstance } from 'fastify';
import type { AppFederation } from './federation';
import { deliveryRecipients } from './followers-repository';
import { findFederatedMemberById } from './members';
import { personOf } from './person';

// A member's actor changed (migration 0213's triggers: name, bio, picture, public or friends):
// their followers elsewhere get an Update of it, so they show what the actor URL now answers.

export interface ActorUpdateJob {
  fitcircle: 'actor-update';
  userId: number;
}

export const isActorUpdateJob = (m: unknown): m is ActorUpdateJob =>
  typeof m === 'object' && m !== null && (m as ActorUpdateJob).fitcircle === 'actor-update';

export async function sendActorUpdate(app: FastifyInstance, federation: AppFederation, job: ActorUpdateJob) {
  // Not an actor (any more): nothing of them is sent; leaving sent its Deletes already.
  const member = await findFederatedMemberById(app.db, job.userId);
  if (!member) return;
  const recipients = await deliveryRecipients(app.db, member.id);
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
