import type { ServerEvent } from '@common/socket-events';
import type { WebSocket } from 'ws';
import { CLOSE_SESSION_ENDED, type SessionScope, type SocketHub } from './socket-hub';

export interface PublishOptions {
  /** A socket of this instance that must not get the event (it has it already, e.g. as an ack). */
  except?: WebSocket;
}

/**
 * Delivers an event to every socket of a member, wherever that socket is connected. The member's
 * channel is `user:<id>`. In-process by default; `RedisBroker` fans out across instances.
 */
export interface Broker {
  publish(userId: number, event: ServerEvent, options?: PublishOptions): Promise<void>;
  /** The same event to many members (presence fan-out), in one round trip where possible. */
  publishMany(userIds: number[], event: ServerEvent): Promise<void>;
  /**
   * Closes the member's sockets (of the sessions in `scope`; every one without) on every instance
   * with CLOSE_SESSION_ENDED, at once: a sign-out, a suspension or a deleted account must not
   * wait for the next heartbeat to cut the member off.
   */
  endSessions(userId: number, scope?: SessionScope): Promise<void>;
  /** This instance now holds (or no longer holds) sockets of the member; resolves once subscribed. */
  watch(userId: number): Promise<void>;
  unwatch(userId: number): void;
  /**
   * Heartbeat: makes sure this instance hears every member it holds sockets of, repairing a
   * subscription that failed while the connection stayed up.
   */
  keepSubscribed(): Promise<void>;
  close(): Promise<void>;
}

export const SESSION_ENDED_REASON = 'session ended';

/** One instance alone: every socket is local. */
export class MemoryBroker implements Broker {
  constructor(private readonly hub: SocketHub) {}

  async publish(userId: number, event: ServerEvent, options: PublishOptions = {}): Promise<void> {
    this.hub.deliver(userId, event, options.except);
  }

  async publishMany(userIds: number[], event: ServerEvent): Promise<void> {
    const frame = JSON.stringify(event);
    for (const id of userIds) this.hub.deliver(id, frame);
  }

  async endSessions(userId: number, scope?: SessionScope): Promise<void> {
    this.hub.closeAll(userId, CLOSE_SESSION_ENDED, SESSION_ENDED_REASON, scope);
  }

  async watch(): Promise<void> {}
  unwatch(): void {}
  async keepSubscribed(): Promise<void> {}
  async close(): Promise<void> {}
}
