-- The browser's own id of a message (send_message's clientMessageId). A message sent again after a lost answer (a
-- dropped socket, a reconnect) carries the same id and is answered with the message stored the first time: one per
-- sender and project, kept as long as the message. Messages sent without one have none.
ALTER TABLE messages ADD COLUMN client_message_id text CHECK (client_message_id ~ '^[A-Za-z0-9_-]{8,64}$');
CREATE UNIQUE INDEX messages_client_message_id ON messages (sender_id, project_id, client_message_id)
  WHERE client_message_id IS NOT NULL;
