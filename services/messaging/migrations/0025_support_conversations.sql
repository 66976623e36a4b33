-- Live support chat (issue 30 item 6): a member, or a visitor who gave a name and an e-mail address, talks with the
-- support desk. A member has at most one open conversation; a visitor's browser reaches theirs with a random token
-- in a cookie, of which only the hash is kept (as is the hash of the one-use link that gives the cookie back).
-- priority: the member's plan had priority support when they opened it (issue 29 item 9); waiting_since: the first
-- message the desk has not answered yet (the queue's order after priority).
CREATE TABLE support_conversations (
  id                 bigserial PRIMARY KEY,
  member_id          bigint,
  visitor_name       text,
  visitor_email      text,
  visitor_token_hash text UNIQUE,
  resume_token_hash  text UNIQUE,
  client_address     text NOT NULL,
  priority           boolean NOT NULL DEFAULT false,
  status             text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  taken_by           bigint,
  created_at         timestamptz NOT NULL DEFAULT now(),
  waiting_since      timestamptz DEFAULT now(),
  last_message_at    timestamptz NOT NULL DEFAULT now(),
  closed_at          timestamptz,
  closed_by          bigint,
  CHECK ((member_id IS NULL) = (visitor_email IS NOT NULL AND visitor_token_hash IS NOT NULL)),
  CHECK ((status = 'closed') = (closed_at IS NOT NULL))
);
CREATE UNIQUE INDEX support_conversations_open_member ON support_conversations (member_id)
  WHERE status = 'open' AND member_id IS NOT NULL;
CREATE INDEX support_conversations_queue ON support_conversations (status, priority DESC, waiting_since, id);

CREATE TABLE support_messages (
  id              bigserial PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES support_conversations (id),
  author          text NOT NULL CHECK (author IN ('member', 'visitor', 'admin')),
  sender_id       bigint,
  content         text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_messages_conversation ON support_messages (conversation_id, id);
