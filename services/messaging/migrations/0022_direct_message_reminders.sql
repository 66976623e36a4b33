-- The e-mail that tells an offline member of a direct message (as email_message_reminders does for project chats):
-- at most one an hour per conversation and member.
CREATE TABLE email_direct_reminders (
  conversation_id bigint NOT NULL,
  user_id         bigint NOT NULL,
  mailed_at       timestamptz NOT NULL,
  PRIMARY KEY (conversation_id, user_id)
);
