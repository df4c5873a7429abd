import type { Context } from '@fedify/fedify';
import { Delete, Document, Hashtag, Image, Note, PUBLIC_COLLECTION, Tombstone } from '@fedify/vocab';
import { Temporal } from '@js-temporal/polyfill';
import type { OutgoingNote } from './content';

// content's plain OutgoingNote into the ActivityPub Note Mastodon accepts: addressed to the
// Public collection with the author's followers in cc, attachments typed with mediaType and name
// (alt text), hashtags as Hashtag tags.

export type NoteKind = OutgoingNote['kind'];
type Ctx = Pick<Context<unknown>, 'getObjectUri' | 'getActorUri' | 'getFollowersUri'>;

const instant = (d: Date) => Temporal.Instant.fromEpochMilliseconds(d.getTime());

export function noteUri(ctx: Pick<Context<unknown>, 'getObjectUri'>, kind: NoteKind, id: string): URL {
  return ctx.getObjectUri(Note, { kind, id });
}

export function toNote(ctx: Ctx, note: OutgoingNote, username: string): Note {
  return new Note({
    id: noteUri(ctx, note.kind, note.id),
    attribution: ctx.getActorUri(username),
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(username),
    content: note.contentHtml,
    url: new URL(note.url),
    published: instant(note.published),
    updated: note.updated ? instant(note.updated) : null,
    attachments: note.attachments.map((a) => {
      const values = {
        url: new URL(a.url),
        mediaType: a.mediaType,
        name: a.name,
        width: a.width ?? null,
        height: a.height ?? null,
      };
      return a.mediaType.startsWith('image/') ? new Image(values) : new Document(values);
    }),
    tags: note.hashtags.map((h) => new Hashtag({ name: h.name, href: new URL(h.href) })),
  });
}

/** The Delete of a Note remote servers have: only its id travels (a Tombstone). */
export function toDelete(ctx: Ctx, kind: NoteKind, id: string, username: string): Delete {
  const object = noteUri(ctx, kind, id);
  return new Delete({
    id: new URL(`${object.href}#delete-${Date.now()}`),
    actor: ctx.getActorUri(username),
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(username),
    object: new Tombstone({ id: object }),
  });
}
