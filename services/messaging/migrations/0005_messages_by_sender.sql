-- The messages a member sent today, counted against their plan's daily limit.
CREATE INDEX messages_sender_day ON messages (sender_id, created_at);
