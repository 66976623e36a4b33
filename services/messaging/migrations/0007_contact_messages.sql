-- Messages sent with the contact form (/contact): kept until an admin marks them handled (and after, as a record).
CREATE TABLE contact_messages (
  id             bigserial PRIMARY KEY,
  name           text NOT NULL,
  email          text NOT NULL,
  company        text,
  subject        text NOT NULL,
  message        text NOT NULL,
  inquiry_type   text NOT NULL
    CHECK (inquiry_type IN ('general', 'technical', 'billing', 'partnership', 'verification')),
  user_id        bigint,
  client_address text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  handled_at     timestamptz,
  handled_by     bigint,
  CHECK ((handled_at IS NULL) = (handled_by IS NULL))
);
CREATE INDEX contact_messages_open ON contact_messages (id DESC) WHERE handled_at IS NULL;
CREATE INDEX contact_messages_handled ON contact_messages (id DESC) WHERE handled_at IS NOT NULL;
