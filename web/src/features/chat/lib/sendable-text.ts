import { MESSAGE_MAX_CHARS } from '@common/schemas/chat';
import { textRoom } from '@common/text-room';
import { hasVisibleText } from '@common/visible-text';

/**
 * Whether a typed message may go out, by the server's own rule (messageContentSchema): something a
 * reader can see, within the limit. `trim()` alone lets a zero-width space through, which the
 * server refuses: the member would see an empty bubble marked not sent.
 */
export function isSendableText(text: string): boolean {
  return hasVisibleText(text) && !textRoom(text, MESSAGE_MAX_CHARS).over;
}
