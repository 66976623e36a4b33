-- The e-mail that brings an admin's answer to a member or visitor who was not connected (as email_direct_reminders
-- does for direct messages): at most one an hour per support conversation.
CREATE TABLE email_support_reminders (
  conversation_id bigint PRIMARY KEY,
  mailed_at       timestamptz NOT NULL
);
