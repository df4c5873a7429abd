import { CHAT_TEXTS } from '@common/chat-texts';
import { MESSAGE_MAX_CHARS } from '@common/schemas/chat';
import { textRoom } from '@common/text-room';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CharacterCount } from '@/components/ui/character-count';
import { Input } from '@/components/ui/input';
import { isSendableText } from '../lib/sendable-text';

/**
 * The send form (spec section 2): 'Type a message...'; a blank text (invisible characters count as
 * blank) is not sent, nor a text over the limit, which stays in the box to be shortened.
 */
export function SendForm({ onSend, disabled }: { onSend: (text: string) => boolean; disabled?: boolean }) {
  const [text, setText] = useState('');
  const room = textRoom(text, MESSAGE_MAX_CHARS);
  const sendable = isSendableText(text);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sendable) return;
    if (onSend(text)) setText('');
  };
  return (
    <form aria-label="Send a message" onSubmit={submit} className="flex flex-col gap-1 border-t border-border p-3">
      <div className="flex gap-2">
        <label htmlFor="chat-message" className="sr-only">
          Message
        </label>
        <Input
          id="chat-message"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={CHAT_TEXTS.inputPlaceholder}
          autoComplete="off"
          disabled={disabled}
          aria-invalid={room.over ? true : undefined}
          aria-describedby={room.note ? 'chat-message-room' : undefined}
        />
        <Button type="submit" size="icon" aria-label="Send" disabled={disabled || !sendable}>
          <Send aria-hidden="true" />
        </Button>
      </div>
      <CharacterCount id="chat-message-room" room={room} />
    </form>
  );
}
