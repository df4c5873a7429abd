import type { Queryable } from '../../db/pool';

// Remote accounts members follow (outbound follows): pending until the remote server accepts.

export async function addFollowing(db: Queryable, userId: number, actorId: number, followIri: string) {
  await db.query(
    `insert into federation_following (user_id, actor_id, status, follow_iri) values ($1, $2, 'pending', $3)
     on conflict (user_id, actor_id) do nothing`,
    [userId, actorId, followIri],
  );
}

export async function findFollowing(
  db: Queryable,
  userId: number,
  actorId: number,
): Promise<{ status: 'pending' | 'accepted'; follow_iri: string } | undefined> {
  const { rows } = await db.query<{ status: 'pending' | 'accepted'; follow_iri: string }>(
    'select status, follow_iri from federation_following where user_id = $1 and actor_id = $2',
    [userId, actorId],
  );
  return rows[0];
}

/** The remote server accepted the Follow it names (only the followed actor may say so). */
export async function acceptedFollowing(db: Queryable, actorId: number, followIri: string) {
  await db.query(`update federation_following set status = 'accepted' where actor_id = $1 and follow_iri = $2`, [
    actorId,
    followIri,
  ]);
}

export async function removeFollowing(db: Queryable, actorId: number, followIri: string) {
  await db.query('delete from federation_following where actor_id = $1 and follow_iri = $2', [actorId, followIri]);
}

export async function deleteFollowing(db: Queryable, userId: number, actorId: number) {
  await db.query('delete from federation_following where user_id = $1 and actor_id = $2', [userId, actorId]);
}
