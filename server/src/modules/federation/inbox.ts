import type { RequestContext, UnverifiedActivityReason } from '@fedify/fedify';
import {
  Accept,
  type Activity,
  Create,
  Delete,
  Follow,
  isActor,
  Like,
  Note,
  Reject,
  Undo,
  Update,
} from '@fedify/vocab';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/pool';
import { notifyOrLog } from '../notifications';
import {
  findActorByIri,
  forgetGoneActor,
  type RemoteActorRow,
  setSuspendedByServer,
  upsertActor,
} from './actors-repository';
import { sanitizeRemoteHtml } from './content';
import type { AppFederation } from './federation';
import { type Ctx, ourNote, senderOf } from './inbox-context';
import { onAcceptOrReject, onFollow, onUndoFollow } from './inbox-follows';
import {
  addRemoteComment,
  addRemoteLike,
  addRemotePost,
  isFollowedByAnyone,
  removeByActor,
  removeLike,
} from './interactions-repository';

// Inbound activities. Fedify has checked the HTTP Signature and that the signer is the activity's
// actor before any of these run; each one is also refused when its server or account is blocked
// (inbox-context.ts). Follows are in inbox-follows.ts; replies, likes, posts and deletes here.

/** The member hears of a remote reply or like like of a local one (their notification choice holds). */
function notifyRemote(
  ctx: Ctx,
  type: 'like' | 'comment',
  post: { postId: number; userId: number },
  actor: RemoteActorRow,
) {
  return notifyOrLog(ctx.data, {
    type,
    recipientId: post.userId,
    actorId: post.userId,
    remoteActorId: actor.id,
    postId: post.postId,
  });
}

async function onUndo(ctx: Ctx, undo: Undo) {
  const actor = await senderOf(ctx, undo);
  if (!actor || (await onUndoFollow(ctx, undo, actor.id))) return;
  const object = await undo.getObject(ctx);
  if (object instanceof Like) {
    const post = await ourNote(ctx, object.objectId);
    if (post) await removeLike(ctx.data.db, post.postId, actor.id);
  } else if (undo.objectId) {
    await removeByActor(ctx.data.db, actor.id, undo.objectId.href);
  }
}

async function onCreateOrUpdate(ctx: Ctx, activity: Create | Update) {
  const note = await activity.getObject(ctx);
  if (!(note instanceof Note) || !note.id || note.id.host !== activity.actorId?.host) return;
  const post = await ourNote(ctx, note.replyTargetId);
  const actor = await senderOf(ctx, activity, post?.userId);
  if (!actor) return;
  const html = sanitizeRemoteHtml(note.content?.toString() ?? '');
  const url = (note.url instanceof URL ? note.url.href : null) ?? note.id.href;
  if (post) {
    if (!html.trim()) return;
    const added = await addRemoteComment(ctx.data.db, {
      postId: post.postId,
      actorId: actor.id,
      objectIri: note.id.href,
      url,
      html,
    });
    if (added) await notifyRemote(ctx, 'comment', post, actor);
    return;
  }
  // Someone's own post: kept only for members who follow them, and only when it is public.
  const isPublic = note.toIds.concat(note.ccIds).some((u) => u.href === 'https://www.w3.org/ns/activitystreams#Public');
  if (!isPublic || !(await isFollowedByAnyone(ctx.data.db, actor.id))) return;
  const published = note.published ? new Date(note.published.epochMilliseconds) : new Date();
  await addRemotePost(ctx.data.db, { actorId: actor.id, objectIri: note.id.href, url, html, published });
}

/**
 * An Update of a Note (a reply or a followed account's post), or of the sender's own actor: its
 * name or picture changed, or its server suspended it (`suspended: true`, Mastodon's
 * `toot:suspended`) or lifted that (the flag gone). Fedify checked the sender signed it.
 */
async function onUpdate(ctx: Ctx, update: Update) {
  const object = await update.getObject(ctx);
  if (!isActor(object)) return onCreateOrUpdate(ctx, update);
  // Refreshed only for an account we already know.
  if (object.id?.href !== update.actorId?.href || !(await findActorByIri(ctx.data.db, object.id!.href))) return;
  const row = await upsertActor(ctx.data.db, object, ctx.data.config.federation.allowPrivateAddresses);
  if (row) await setSuspendedByServer(ctx.data.db, row.id, object.suspended === true);
}

const isSelfDelete = (activity: Activity): boolean =>
  activity instanceof Delete && activity.actorId !== null && activity.objectId?.href === activity.actorId.href;

/** A remote account deleted on its server: not fetched again, since its server no longer answers for it. */
async function forgetSelfDeleted(db: Queryable, del: Delete) {
  const gone = await findActorByIri(db, del.actorId!.href);
  if (gone) await forgetGoneActor(db, gone.id);
}

/**
 * An account's own Delete that could not be verified because its key is gone: the account's own
 * server answering 410 Gone for that very key (the actor's `#fragment`, not any key of its
 * server) says so itself, which is what Mastodon sends to every server it knows. Anything else
 * unverified stays refused (401).
 */
function onUnverified(ctx: RequestContext<FastifyInstance>, activity: Activity, reason: UnverifiedActivityReason) {
  if (!isSelfDelete(activity) || reason.type !== 'keyFetchError') return;
  if (!('status' in reason.result) || reason.result.status !== 410) return;
  if (reason.keyId.href.split('#')[0] !== activity.actorId!.href) return;
  return forgetSelfDeleted(ctx.data.db, activity as Delete).then(() => new Response(null, { status: 202 }));
}

async function onDelete(ctx: Ctx, del: Delete) {
  // Fedify checked that the actor signed it.
  if (isSelfDelete(del)) return forgetSelfDeleted(ctx.data.db, del);
  const actor = await senderOf(ctx, del);
  if (actor && del.objectId) await removeByActor(ctx.data.db, actor.id, del.objectId.href);
}

async function onLike(ctx: Ctx, like: Like) {
  const post = await ourNote(ctx, like.objectId);
  if (!post) return;
  const actor = await senderOf(ctx, like, post.userId);
  if (actor && (await addRemoteLike(ctx.data.db, post.postId, actor.id, like.id?.href ?? null))) {
    await notifyRemote(ctx, 'like', post, actor);
  }
}

export function listInbox(federation: AppFederation): void {
  federation
    .setInboxListeners('/users/{identifier}/inbox', '/inbox')
    .on(Follow, onFollow)
    .on(Undo, onUndo)
    .on(Accept, onAcceptOrReject)
    .on(Reject, onAcceptOrReject)
    .on(Create, onCreateOrUpdate)
    .on(Update, onUpdate)
    .on(Delete, onDelete)
    .on(Like, onLike)
    .onUnverifiedActivity(onUnverified)
    .onError((ctx, error) => ctx.data.log.warn({ err: error.message }, 'federation inbox activity failed'));
}
