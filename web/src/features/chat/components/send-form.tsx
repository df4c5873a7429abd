import { CHAT_TEXTS } from '@common/chat-texts';
import { MESSAGE_MAX_CHARS } from '@common/schemas/chat';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** The send form (spec section 2): 'Type a message...'; a blank text is not sent. */
export function SendForm({ onSend, disabled }: { onSend: (text: string) => boolean; disabled?: boolean }) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    if (onSend(text)) setText('');
  };
  return (
    <form aria-label="Send a message" onSubmit={submit} className="flex gap-2 border-t border-border p-3">
      <label htmlFor="chat-message" className="sr-only">
        Message
      </label>
      <Input
        id="chat-message"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={CHAT_TEXTS.inputPlaceholder}
        maxLength={MESSAGE_MAX_CHARS}
        autoComplete="off"
        disabled={disabled}
      />
      <Button type="submit" size="icon" aria-label="Send" disabled={disabled || !text.trim()}>
        <Send aria-hidden="true" />
      </Button>
    </form>
  );
}
