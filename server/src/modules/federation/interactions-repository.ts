import type { Queryable } from '../../db/pool';

// What remote accounts did to our Notes (replies as comments, likes) and the public Notes of the
// remote accounts members follow. Counters follow the same triggers as local likes and comments.

export async function addRemoteComment(
  db: Queryable,
  c: { postId: number; actorId: number; objectIri: string; url: string; html: string },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into federation_comments (post_id, actor_id, object_iri, url, content_html)
     values ($1, $2, $3, $4, $5) on conflict (object_iri) do nothing`,
    [c.postId, c.actorId, c.objectIri, c.url, c.html],
  );
  return (rowCount ?? 0) > 0;
}

export async function addRemoteLike(db: Queryable, postId: number, actorId: number, iri: string | null) {
  const { rowCount } = await db.query(
    `insert into federation_likes (post_id, actor_id, activity_iri) values ($1, $2, $3) on conflict do nothing`,
    [postId, actorId, iri],
  );
  return (rowCount ?? 0) > 0;
}

/** Removes what this actor wrote or liked under this IRI (a Delete or an Undo names only that). */
export async function removeByActor(db: Queryable, actorId: number, iri: string): Promise<void> {
  await db.query('delete from federation_comments where actor_id = $1 and object_iri = $2', [actorId, iri]);
  await db.query('delete from federation_likes where actor_id = $1 and activity_iri = $2', [actorId, iri]);
  await db.query('delete from federation_posts where actor_id = $1 and object_iri = $2', [actorId, iri]);
}

export async function removeLike(db: Queryable, postId: number, actorId: number): Promise<void> {
  await db.query('delete from federation_likes where post_id = $1 and actor_id = $2', [postId, actorId]);
}

/** Whether some member follows this actor (their Notes are kept only then). */
export async function isFollowedByAnyone(db: Queryable, actorId: number): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from federation_following where actor_id = $1 and status = 'accepted' limit 1`,
    [actorId],
  );
  return rows.length > 0;
}

export async function addRemotePost(
  db: Queryable,
  p: { actorId: number; objectIri: string; url: string; html: string; published: Date },
): Promise<void> {
  await db.query(
    `insert into federation_posts (actor_id, object_iri, url, content_html, published_at)
     values ($1, $2, $3, $4, $5)
     on conflict (object_iri) do update set content_html = excluded.content_html, url = excluded.url
     where federation_posts.actor_id = excluded.actor_id`,
    [p.actorId, p.objectIri, p.url, p.html, p.published],
  );
}
