import type { ChatContact } from '@common/schemas/chat';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { useKeysetList } from '@/lib/use-keyset-list';

export const contactsQueryKey = ['chat', 'contacts'] as const;
const CONTACTS_PAGE = 100;

/** The chat contacts: the people the member follows, plus anyone who wrote first. */
export function useContacts() {
  return useKeysetList<ChatContact>(contactsQueryKey, '/api/chat/contacts', { limit: CONTACTS_PAGE });
}

/** Changes one contact in the cached list; false when the contact is not in it. */
export function updateContact(
  queryClient: QueryClient,
  contactId: number,
  change: (contact: ChatContact) => ChatContact,
): boolean {
  let found = false;
  queryClient.setQueriesData<InfiniteData<ChatContact[]>>({ queryKey: contactsQueryKey }, (data) => {
    if (!data) return data;
    return {
      ...data,
      pages: data.pages.map((page) =>
        page.map((contact) => {
          if (contact.id !== contactId) return contact;
          found = true;
          return change(contact);
        }),
      ),
    };
  });
  return found;
}

/** Contacts with a conversation first (newest message on top), then the rest by name. */
export function sortContacts(contacts: ChatContact[]): ChatContact[] {
  return [...contacts].sort((a, b) => {
    if (a.lastMessageTime && b.lastMessageTime) return b.lastMessageTime.localeCompare(a.lastMessageTime);
    if (a.lastMessageTime || b.lastMessageTime) return a.lastMessageTime ? -1 : 1;
    return a.name.localeCompare(b.name);
  });
}
