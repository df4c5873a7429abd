import type { Redis } from 'ioredis';

/**
 * Who is online across instances, in Redis. Per member a sorted set of instance ids scored by
 * expiry; per instance a set of its members; one sorted set of live instances. The heartbeat
 * refreshes the expiries, so a member whose instance died drops out when its entry expires, and
 * the first instance to notice the dead one announces its members offline (see `sweep`).
 */
export class RedisPresenceStore {
  constructor(
    private readonly redis: Redis,
    private readonly instanceId: string,
    private readonly namespace: string,
    private readonly ttlMs: number,
  ) {}

  get ready(): boolean {
    return this.redis.status === 'ready';
  }

  private userKey = (userId: number) => `${this.namespace}presence:u:${userId}`;
  private instanceKey = (id: string) => `${this.namespace}presence:i:${id}`;
  private readonly instancesKey = () => `${this.namespace}presence:instances`;

  async add(userId: number): Promise<void> {
    const expires = Date.now() + this.ttlMs;
    await this.redis
      .multi()
      .zadd(this.userKey(userId), expires, this.instanceId)
      .pexpire(this.userKey(userId), this.ttlMs * 2)
      .sadd(this.instanceKey(this.instanceId), String(userId))
      .exec();
  }

  async remove(userId: number): Promise<void> {
    await this.redis
      .multi()
      .zrem(this.userKey(userId), this.instanceId)
      .srem(this.instanceKey(this.instanceId), String(userId))
      .exec();
  }

  /** Which of these members have a live entry on any instance. */
  async onlineAmong(userIds: number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const now = Date.now();
    const pipeline = this.redis.pipeline();
    for (const id of userIds) pipeline.zcount(this.userKey(id), now, '+inf');
    const results = (await pipeline.exec()) ?? [];
    return new Set(userIds.filter((_, i) => Number(results[i]?.[1] ?? 0) > 0));
  }

  /** Re-registers this instance and every member it holds (also after Redis came back). */
  async refresh(localUserIds: number[]): Promise<void> {
    const expires = Date.now() + this.ttlMs;
    const multi = this.redis.multi();
    multi.zadd(this.instancesKey(), expires, this.instanceId);
    multi.del(this.instanceKey(this.instanceId));
    for (const id of localUserIds) {
      multi.zadd(this.userKey(id), expires, this.instanceId);
      multi.pexpire(this.userKey(id), this.ttlMs * 2);
    }
    if (localUserIds.length > 0) multi.sadd(this.instanceKey(this.instanceId), ...localUserIds.map(String));
    multi.pexpire(this.instanceKey(this.instanceId), this.ttlMs * 2);
    await multi.exec();
  }

  /**
   * Finds instances whose heartbeat expired, claims each (only one instance wins the ZREM),
   * removes their entries and answers the members who are now offline everywhere.
   */
  async sweep(): Promise<number[]> {
    const dead = await this.redis.zrangebyscore(this.instancesKey(), '-inf', Date.now());
    const offline: number[] = [];
    for (const id of dead) {
      if ((await this.redis.zrem(this.instancesKey(), id)) !== 1) continue;
      const members = (await this.redis.smembers(this.instanceKey(id))).map(Number);
      await this.redis.del(this.instanceKey(id));
      for (const userId of members) await this.redis.zrem(this.userKey(userId), id);
      const stillOnline = await this.onlineAmong(members);
      offline.push(...members.filter((m) => !stillOnline.has(m)));
    }
    return offline;
  }

  async leave(): Promise<void> {
    await this.redis.multi().zrem(this.instancesKey(), this.instanceId).exec();
  }
}
