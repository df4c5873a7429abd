import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { allowsSql, settingSql } from '../modules/access';
import type { Broker } from './broker';
import type { RedisPresenceStore } from './presence-store';
import type { SocketHub } from './socket-hub';

/**
 * Whether member `ownerId`'s presence is `viewerId`'s to see: their profile details are (public:
 * anyone; friends: friends; private: no one). Whether someone is online now is as personal as
 * anything on the profile: a stranger who followed a private member saw them come and go.
 */
const presenceShownSql = (ownerId: string, viewerId: string) =>
  allowsSql(
    settingSql(
      `(select ps.profile_visibility from user_settings ps where ps.user_id = ${ownerId})`,
      'profileVisibility',
    ),
    ownerId,
    viewerId,
  );

/**
 * Presence: a member is online while at least one of their sockets is open on any instance.
 * Online and offline are announced to the member's followers, the people whose chat contact
 * list holds them (D4: contacts are the people you follow), who may see it (presenceShownSql).
 * Without Redis, or while it is away, presence is this instance's own view.
 */
export class Presence {
  constructor(
    private readonly hub: SocketHub,
    private readonly broker: Broker,
    private readonly store: RedisPresenceStore | null,
    private readonly db: pg.Pool,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The member's first socket on this instance opened. */
  async joined(userId: number): Promise<void> {
    if (this.store?.ready) await this.store.add(userId).catch(this.warn);
    await this.announce(userId, 'online');
  }

  /** The member's last socket on this instance closed: offline unless another instance has them. */
  async left(userId: number): Promise<void> {
    if (this.store?.ready) {
      await this.store.remove(userId).catch(this.warn);
      if (await this.isOnline(userId)) return;
    }
    await this.announce(userId, 'offline');
  }

  async isOnline(userId: number): Promise<boolean> {
    return (await this.onlineAmong([userId])).has(userId);
  }

  /**
   * Those of `userIds` online now whose presence `viewerId` may see. The viewer is online in their
   * own view: they are the one asking, even while their socket is still connecting (a club's
   * "1 online" showed "0 online" to the only member there, between page load and socket open).
   */
  async onlineShownTo(viewerId: number, userIds: number[]): Promise<Set<number>> {
    const others = userIds.filter((id) => id !== viewerId);
    const online = new Set<number>(others.length < userIds.length ? [viewerId] : []);
    if (others.length === 0) return online;
    const { rows } = await this.db.query<{ id: number }>(
      `select u.id from unnest($2::int[]) as u(id) where ${presenceShownSql('u.id', '$1::int')}`,
      [viewerId, others],
    );
    for (const id of await this.onlineAmong(rows.map((r) => r.id))) online.add(id);
    return online;
  }

  async onlineAmong(userIds: number[]): Promise<Set<number>> {
    const online = new Set(userIds.filter((id) => this.hub.has(id)));
    const rest = userIds.filter((id) => !online.has(id));
    if (rest.length === 0 || !this.store?.ready) return online;
    try {
      for (const id of await this.store.onlineAmong(rest)) online.add(id);
    } catch (err) {
      this.warn(err);
    }
    return online;
  }

  /** Heartbeat: refresh this instance's entries; announce members of dead instances offline. */
  async heartbeat(): Promise<void> {
    if (!this.store?.ready) return;
    try {
      await this.store.refresh(this.hub.userIds());
      for (const userId of await this.store.sweep()) {
        if (!this.hub.has(userId)) await this.announce(userId, 'offline');
      }
    } catch (err) {
      this.warn(err);
    }
  }

  async close(): Promise<void> {
    if (this.store?.ready) await this.store.leave().catch(this.warn);
  }

  private async announce(userId: number, status: 'online' | 'offline'): Promise<void> {
    const { rows } = await this.db.query<{ follower_id: number }>(
      `select f.follower_id from follows f where f.following_id = $1 and ${presenceShownSql('$1::int', 'f.follower_id')}`,
      [userId],
    );
    await this.broker.publishMany(
      rows.map((r) => r.follower_id),
      { type: 'status', userId, status },
    );
  }

  private readonly warn = (err: unknown) =>
    this.log.warn({ err: (err as Error).message }, 'presence: redis unavailable; using this instance only');
}
