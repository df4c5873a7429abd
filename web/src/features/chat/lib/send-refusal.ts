import type { SocketErrorCode } from '@common/socket-events';

/**
 * Whether the server's refusal of a message holds however often it is sent (server/src/modules/
 * chat/send-message.ts): a block either way, no longer following, the member gone, oneself, or a
 * message the rules refuse. Those say why and offer no Send again; a busy or failing server
 * ('rate_limited', 'server') may take it a moment later.
 */
export function isPermanentRefusal(code: SocketErrorCode): boolean {
  switch (code) {
    case 'blocked':
    case 'not_following':
    case 'not_found':
    case 'self':
    case 'invalid':
      return true;
    case 'rate_limited':
    case 'server':
      return false;
  }
}
