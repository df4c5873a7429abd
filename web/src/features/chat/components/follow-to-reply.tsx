import { CHAT_TEXTS } from '@common/chat-texts';
import type { ChatContact } from '@common/schemas/chat';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useFollowUser } from '@/features/people';
import { contactsQueryKey, updateContact } from '../api/get-contacts';

/**
 * In place of the send form when the member does not follow this contact (D4: only people you
 * follow can be written to): the note, and a Follow button that, once the follow is stored,
 * turns the note into the send form (the people feature's toast says it worked).
 */
export function FollowToReply({ contact }: { contact: ChatContact }) {
  const queryClient = useQueryClient();
  const follow = useFollowUser();
  const onFollow = () =>
    follow.mutate(
      { target: { id: contact.id, name: contact.name }, follow: true },
      {
        onSuccess: () => {
          updateContact(queryClient, contact.id, (c) => ({ ...c, following: true }));
          void queryClient.invalidateQueries({ queryKey: contactsQueryKey });
        },
      },
    );
  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-border p-3">
      <p className="flex-1 text-sm text-muted-foreground">{CHAT_TEXTS.followToReply(contact.name)}</p>
      <Button
        size="sm"
        disabled={follow.isPending}
        aria-busy={follow.isPending}
        aria-label={CHAT_TEXTS.followNamed(contact.name)}
        onClick={onFollow}
      >
        {follow.isPending ? (
          <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
        ) : (
          <UserPlus aria-hidden="true" />
        )}
        {CHAT_TEXTS.follow}
      </Button>
    </div>
  );
}
