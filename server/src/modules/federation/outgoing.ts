import { Create, PUBLIC_COLLECTION, Update } from '@fedify/vocab';
import { Temporal } from '@js-temporal/polyfill';
import type { FastifyInstance } from 'fastify';
import { loadOutgoingNote } from './content';
import type { AppFederation } from './federation';
import { deliveryRecipients } from './followers-repository';
import { findFederatedMemberById, usernameOf } from './members';
import { type NoteKind, noteUri, toDelete, toNote } from './note-vocab';
import { forgetSent, markSent, type SentNote, sentNoteOf } from './sent-notes';

// When to send (issue 37, point 3): the database queues a look at every changed post and activity
// (migration 0210's triggers); this decides what that look sends. A public item goes out as
// Create (first time) or Update; an item that was sent and is no longer public, or is gone, goes
// out as Delete. content's loadOutgoingNote is the only judge of "public": null sends nothing new.

export interface FederateJob {
  fitcircle: 'federate';
  kind: 'post' | 'activity';
  id: number;
}

export const isFederateJob = (m: unknown): m is FederateJob =>
  typeof m === 'object' && m !== null && (m as FederateJob).fitcircle === 'federate';

export async function federateItem(app: FastifyInstance, federation: AppFederation, job: FederateJob): Promise<void> {
  const { db } = app;
  const origin = app.config.publicUrl;
  const ctx = federation.createContext(new URL(origin), app);
  const sent = await sentNoteOf(db, job.kind, job.id);
  const note = await loadOutgoingNote(db, job.kind, String(job.id), origin);
  const member = note ? await findFederatedMemberById(db, Number(note.authorUserId)) : undefined;
  if (note && member) {
    const recipients = await deliveryRecipients(db, member.id);
    await markSent(db, { kind: note.kind, itemId: job.id, userId: member.id });
    if (sent && sent.kind !== note.kind) await sendDelete(app, federation, sent);
    if (recipients.length === 0) return;
    const object = toNote(ctx, note, member.username);
    const first = !sent || sent.kind !== note.kind;
    const addressing = {
      actor: ctx.getActorUri(member.username),
      to: PUBLIC_COLLECTION,
      cc: ctx.getFollowersUri(member.username),
    };
    const activity = first
      ? new Create({ id: new URL(`${object.id!.href}#create`), ...addressing, object, published: object.published })
      : new Update({
          id: new URL(`${object.id!.href}#update-${Date.now()}`),
          ...addressing,
          object,
          updated: Temporal.Now.instant(),
        });
    await ctx.sendActivity({ identifier: member.username }, recipients, activity, { preferSharedInbox: true });
    return;
  }
  if (sent) await sendDelete(app, federation, sent);
}

async function sendDelete(app: FastifyInstance, federation: AppFederation, sent: SentNote): Promise<void> {
  await forgetSent(app.db, sent);
  const username = await usernameOf(app.db, sent.userId);
  if (!username) return;
  const recipients = await deliveryRecipients(app.db, sent.userId);
  if (recipients.length === 0) return;
  const ctx = federation.createContext(new URL(app.config.publicUrl), app);
  await ctx.sendActivity(
    { identifier: username },
    recipients,
    toDelete(ctx, sent.kind, String(sent.itemId), username),
    {
      preferSharedInbox: true,
    },
  );
}

export { type NoteKind, noteUri };
