import type { ServerEvent } from '@common/socket-events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { type Broker, type PublishOptions, SESSION_ENDED_REASON } from './broker';
import { CLOSE_SESSION_ENDED, type SessionScope, type SocketHub } from './socket-hub';

/**
 * A frame on a member's channel: an event to deliver (`e`), or a control command for the
 * instances holding the member's sockets (`c`), which is acted on and never sent to a client.
 */
type Envelope =
  | {
      /** The publishing instance: it delivered locally already and ignores its own echo. */
      o: string;
      e: ServerEvent;
    }
  | { o: string; c: 'end_sessions'; scope?: SessionScope };

const SUBSCRIBE_CHUNK = 500;
const WATCH_WAIT_MS = 2000;

/** The Redis channel of a member's events, under the instances' shared key namespace. */
export const memberChannel = (namespace: string, userId: number) => `${namespace}user:${userId}`;

/**
 * Fan-out through Redis pub/sub. Local sockets get the event at once; the other instances get it
 * through the member's channel, which an instance subscribes to only while it holds sockets of
 * that member. If Redis is away, local delivery goes on; on 'ready' the subscriber subscribes
 * every channel this instance needs (including members who connected during the outage), and each
 * heartbeat does it again for any channel Redis has not confirmed (a SUBSCRIBE refused while the
 * connection stayed up would otherwise leave the member deaf to other instances until the next
 * reconnect, which may never come).
 */
export class RedisBroker implements Broker {
  /** Members whose channel Redis confirmed on the current connection (a new one starts empty). */
  private readonly confirmed = new Set<number>();
  private readonly onReady = () => void this.keepSubscribed();
  private readonly onClose = () => this.confirmed.clear();

  constructor(
    private readonly pub: Redis,
    private readonly sub: Redis,
    private readonly hub: SocketHub,
    private readonly instanceId: string,
    private readonly namespace: string,
    private readonly log: FastifyBaseLogger,
  ) {
    sub.on('message', (channel: string, payload: string) => this.receive(channel, payload));
    sub.on('ready', this.onReady);
    sub.on('close', this.onClose);
    if (sub.status === 'ready') void this.keepSubscribed();
  }

  private channel(userId: number): string {
    return memberChannel(this.namespace, userId);
  }

  private receive(channel: string, payload: string): void {
    const userId = Number(channel.slice(channel.lastIndexOf(':') + 1));
    try {
      const envelope = JSON.parse(payload) as Envelope;
      if (envelope.o === this.instanceId) return;
      if ('c' in envelope) {
        if (envelope.c === 'end_sessions') {
          this.hub.closeAll(userId, CLOSE_SESSION_ENDED, SESSION_ENDED_REASON, envelope.scope);
        }
        return;
      }
      this.hub.deliver(userId, envelope.e);
    } catch (err) {
      this.log.warn({ err: (err as Error).message, channel }, 'ignoring a malformed broker frame');
    }
  }

  async publish(userId: number, event: ServerEvent, options: PublishOptions = {}): Promise<void> {
    this.hub.deliver(userId, event, options.except);
    await this.send(userId, { o: this.instanceId, e: event });
  }

  /** To the other instances; without Redis only this instance acted (the heartbeat catches the rest). */
  private async send(userId: number, envelope: Envelope): Promise<void> {
    if (this.pub.status !== 'ready') return;
    await this.pub.publish(this.channel(userId), JSON.stringify(envelope)).catch((err: Error) => {
      this.log.warn({ err: err.message }, 'redis publish failed; delivered on this instance only');
    });
  }

  async endSessions(userId: number, scope?: SessionScope): Promise<void> {
    this.hub.closeAll(userId, CLOSE_SESSION_ENDED, SESSION_ENDED_REASON, scope);
    await this.send(userId, { o: this.instanceId, c: 'end_sessions', ...(scope && { scope }) });
  }

  async publishMany(userIds: number[], event: ServerEvent): Promise<void> {
    if (userIds.length === 0) return;
    const frame = JSON.stringify(event);
    for (const id of userIds) this.hub.deliver(id, frame);
    if (this.pub.status !== 'ready') return;
    const payload = JSON.stringify({ o: this.instanceId, e: event } satisfies Envelope);
    const pipeline = this.pub.pipeline();
    for (const id of userIds) pipeline.publish(this.channel(id), payload);
    await pipeline.exec().catch((err: Error) => {
      this.log.warn({ err: err.message }, 'redis publish failed; delivered on this instance only');
    });
  }

  async watch(userId: number): Promise<void> {
    if (this.sub.status !== 'ready') return; // keepSubscribed() on 'ready' covers it
    const subscribed = this.subscribe([userId]).catch(() => {}); // the heartbeat tries again
    // A slow Redis must not hold the socket's greeting back for long.
    await Promise.race([subscribed, new Promise((r) => setTimeout(r, WATCH_WAIT_MS).unref())]);
  }

  unwatch(userId: number): void {
    this.confirmed.delete(userId);
    if (this.sub.status !== 'ready') return;
    this.sub.unsubscribe(this.channel(userId)).catch(() => {});
  }

  async keepSubscribed(): Promise<void> {
    if (this.sub.status !== 'ready') return;
    const missing = this.hub.userIds().filter((id) => !this.confirmed.has(id));
    if (missing.length === 0) return;
    try {
      for (let i = 0; i < missing.length; i += SUBSCRIBE_CHUNK) {
        await this.subscribe(missing.slice(i, i + SUBSCRIBE_CHUNK));
      }
      this.log.info({ channels: missing.length }, 'realtime: subscribed to member channels');
    } catch (err) {
      this.log.warn({ err: (err as Error).message }, 'realtime: subscribe failed; retrying on the next heartbeat');
    }
  }

  private async subscribe(userIds: number[]): Promise<void> {
    await this.sub.subscribe(...userIds.map((id) => this.channel(id)));
    // A member whose last socket closed while the reply was on its way was unsubscribed after it.
    for (const id of userIds) if (this.hub.has(id)) this.confirmed.add(id);
  }

  async close(): Promise<void> {
    this.sub.off('ready', this.onReady);
    this.sub.off('close', this.onClose);
    this.sub.disconnect();
  }
}
