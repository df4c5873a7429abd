import type { ServerEvent } from '@common/socket-events';
import type { WebSocket } from 'ws';

/** Close code for a socket whose session ended (logout, expiry, suspension) while it was open. */
export const CLOSE_SESSION_ENDED = 4401;

/**
 * Which of a member's sessions to end: one (sign-out, a device ended in Settings), all but one
 * (a password change, "sign out of all other devices"), or every one when left out.
 */
export interface SessionScope {
  only?: string;
  except?: string;
}

/** This instance's open sockets, by member: several tabs per member. */
export class SocketHub {
  private readonly sockets = new Map<number, Set<WebSocket>>();
  /** The hash of the session each socket was opened with. */
  private readonly sessionOf = new WeakMap<WebSocket, string>();

  /** Adds a socket; true when it is the member's first socket on this instance. */
  add(userId: number, socket: WebSocket, sessionHash?: string): boolean {
    if (sessionHash) this.sessionOf.set(socket, sessionHash);
    let set = this.sockets.get(userId);
    const first = !set;
    if (!set) {
      set = new Set();
      this.sockets.set(userId, set);
    }
    set.add(socket);
    return first;
  }

  /** Removes a socket; true when it was the member's last socket on this instance. */
  remove(userId: number, socket: WebSocket): boolean {
    const set = this.sockets.get(userId);
    if (!set?.delete(socket)) return false;
    if (set.size > 0) return false;
    this.sockets.delete(userId);
    return true;
  }

  has(userId: number): boolean {
    return this.sockets.has(userId);
  }

  userIds(): number[] {
    return [...this.sockets.keys()];
  }

  get socketCount(): number {
    let n = 0;
    for (const set of this.sockets.values()) n += set.size;
    return n;
  }

  /**
   * Sends the event to every open socket of the member on this instance (serialised once), but
   * `except`: the socket that already has it another way (the one a message was sent from).
   */
  deliver(userId: number, event: ServerEvent | string, except?: WebSocket): void {
    const set = this.sockets.get(userId);
    if (!set) return;
    const frame = typeof event === 'string' ? event : JSON.stringify(event);
    for (const socket of set) if (socket !== except && socket.readyState === socket.OPEN) socket.send(frame);
  }

  /**
   * Closes the member's sockets on this instance (all of them for a suspension or a deleted
   * account; those of the ended sessions in `scope`). Each socket's 'close' handler then updates
   * the hub and presence as for any other close.
   */
  closeAll(userId: number, code: number, reason: string, scope: SessionScope = {}): number {
    const set = this.sockets.get(userId);
    if (!set) return 0;
    let closed = 0;
    for (const socket of [...set]) {
      const hash = this.sessionOf.get(socket);
      if (scope.only !== undefined && hash !== scope.only) continue;
      if (scope.except !== undefined && hash === scope.except) continue;
      socket.close(code, reason);
      closed++;
    }
    return closed;
  }
}
