import type { ChatContact, ChatMessage } from '@common/schemas/chat';
import type { ContactRow } from './contacts-repository';
import type { MessageRow } from './repository';

/** The spec's Message (section 3). */
export function presentMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    senderId: row.sender_id,
    receiverId: row.receiver_id,
    content: row.content,
    timestamp: row.created_at.toISOString(),
    read: row.read_at !== null,
    type: 'message',
  };
}

/** The spec's Contact (section 3); `online` comes from presence, not the database. */
export function presentContact(row: ContactRow, online: boolean): ChatContact {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    firstName: row.first_name,
    lastName: row.last_name,
    profileImageUrl: row.profile_image_url,
    profilePicture: row.profile_image_url,
    unreadCount: row.unread_count,
    online,
    lastMessage: row.last_message,
    lastMessageTime: row.last_message_time?.toISOString() ?? null,
    following: row.following,
  };
}
