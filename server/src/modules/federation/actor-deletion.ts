import { importJwk } from '@fedify/fedify';
import { Delete, PUBLIC_COLLECTION } from '@fedify/vocab';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/pool';
import type { AppFederation } from './federation';
import { accountGoneRecipients } from './followers-repository';

// Deleting an account tells the servers that know it with a `Delete` of the actor (Mastodon then
// removes the account and its posts). The member's keys and followers go with the account, so the
// deletion's transaction queues one job holding just what the delivery needs: the username (the
// actor's URL), the private keys to sign with, and the inboxes. The worker turns it into Fedify's
// deliveries (which carry the keys the same way) and the row is gone once they are queued; each
// delivery's row is gone once delivered or given up. Nothing else of the member is kept, and their
// actor URL answers 404 like a name that never existed (decision 0035).

export interface ActorGoneJob {
  fitcircle: 'actor-gone';
  username: string;
  keys: { rsa: JsonWebKey; ed25519: JsonWebKey };
  recipients: { id: string; inbox: string; sharedInbox: string | null }[];
}

export const isActorGoneJob = (m: unknown): m is ActorGoneJob =>
  typeof m === 'object' && m !== null && (m as ActorGoneJob).fitcircle === 'actor-gone';

/** Runs in the account deletion's transaction, before the users row goes (people's hook). */
export async function queueActorGone(tx: Queryable, userId: number): Promise<void> {
  const { rows } = await tx.query<{ username: string; rsa: JsonWebKey; ed25519: JsonWebKey }>(
    `select u.username, m.rsa_private as rsa, m.ed25519_private as ed25519
     from users u join federation_members m on m.user_id = u.id
     where u.id = $1 and m.rsa_private is not null and m.ed25519_private is not null`,
    [userId],
  );
  // No keys: the member never signed anything, so no server knows them as an actor.
  if (!rows[0]) return;
  const recipients = await accountGoneRecipients(tx, userId);
  if (recipients.length === 0) return;
  const job: ActorGoneJob = {
    fitcircle: 'actor-gone',
    username: rows[0].username,
    keys: { rsa: rows[0].rsa, ed25519: rows[0].ed25519 },
    recipients: recipients.map((r) => ({
      id: r.id!.href,
      inbox: r.inboxId!.href,
      sharedInbox: r.endpoints?.sharedInbox?.href ?? null,
    })),
  };
  await tx.query('insert into federation_queue (message) values ($1)', [JSON.stringify(job)]);
}

/** The worker's side: the Delete of the actor, signed with the keys the job carries. */
export async function sendActorGone(app: FastifyInstance, federation: AppFederation, job: ActorGoneJob) {
  const ctx = federation.createContext(new URL(app.config.publicUrl), app);
  const actor = ctx.getActorUri(job.username);
  // The key ids Fedify gave the actor's keys while it existed (keys.ts: RSA first, then Ed25519).
  const keys = [
    { keyId: new URL('#main-key', actor), privateKey: await importJwk(job.keys.rsa, 'private') },
    { keyId: new URL('#key-2', actor), privateKey: await importJwk(job.keys.ed25519, 'private') },
  ];
  const recipients = job.recipients.map((r) => ({
    id: new URL(r.id),
    inboxId: new URL(r.inbox),
    endpoints: r.sharedInbox ? { sharedInbox: new URL(r.sharedInbox) } : null,
  }));
  const activity = new Delete({
    id: new URL(`#delete-${Date.now()}`, actor),
    actor,
    to: PUBLIC_COLLECTION,
    object: actor,
  });
  await ctx.sendActivity(keys, recipients, activity, { preferSharedInbox: true });
}
