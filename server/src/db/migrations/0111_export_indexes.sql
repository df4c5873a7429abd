-- Data export (issue 15): a member's chat messages, sent and received, page by page in id order.

-- The export's pages of messages a member sent (also serves deleting a sender's messages when an
-- account is deleted, which otherwise scans the table for the foreign key).
create index messages_sender_id_idx on messages (sender_id, id);
-- The export's pages of messages a member received, in id order.
create index messages_receiver_id_idx on messages (receiver_id, id);
