-- Direct messages (issue 29 item 2): a conversation between two members outside any project, one per pair, started
-- by one of them. Each member's read state is the id of the last message they read; each may block the other.
CREATE TABLE direct_conversations (
  id                   bigserial PRIMARY KEY,
  starter_id           bigint NOT NULL,
  recipient_id         bigint NOT NULL CHECK (recipient_id <> starter_id),
  created_at           timestamptz NOT NULL DEFAULT now(),
  last_message_at      timestamptz NOT NULL DEFAULT now(),
  starter_read_id      bigint NOT NULL DEFAULT 0,
  recipient_read_id    bigint NOT NULL DEFAULT 0,
  blocked_by_starter   boolean NOT NULL DEFAULT false,
  blocked_by_recipient boolean NOT NULL DEFAULT false
);
CREATE UNIQUE INDEX direct_conversations_pair
  ON direct_conversations (least(starter_id, recipient_id), greatest(starter_id, recipient_id));
CREATE INDEX direct_conversations_starter ON direct_conversations (starter_id, last_message_at DESC);
CREATE INDEX direct_conversations_recipient ON direct_conversations (recipient_id, last_message_at DESC);

CREATE TABLE direct_messages (
  id                bigserial PRIMARY KEY,
  conversation_id   bigint NOT NULL REFERENCES direct_conversations (id),
  sender_id         bigint NOT NULL,
  receiver_id       bigint NOT NULL,
  content           text NOT NULL,
  client_message_id text CHECK (client_message_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX direct_messages_conversation ON direct_messages (conversation_id, id);
-- Counted with project messages against the sender's daily limit.
CREATE INDEX direct_messages_sender_day ON direct_messages (sender_id, created_at);
CREATE UNIQUE INDEX direct_messages_client_message_id ON direct_messages (sender_id, conversation_id, client_message_id)
  WHERE client_message_id IS NOT NULL;
