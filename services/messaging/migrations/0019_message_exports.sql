-- The messages export reads a member's messages by keyset on each side (sent, received).
CREATE INDEX IF NOT EXISTS messages_by_sender_id ON messages (sender_id, id);
CREATE INDEX IF NOT EXISTS messages_by_receiver_id ON messages (receiver_id, id);
